import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { PATHS, SCROLL_TO_SUCCESS } from '../paths';
import { clearStoredLogin, STORAGE_KEYS, storeLogin } from '../storage';
import { TopBar } from './top-bar';

beforeAll(() => showAllCatalogs('en'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderTopBar() {
  const router = createMemoryRouter([{ path: '*', Component: TopBar }], {
    initialEntries: [PATHS.faq],
  });
  render(<RouterProvider router={router} />, { wrapper: I18nTestProvider });
  return router;
}

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const menuPanel = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

describe('top bar', () => {
  it('links to every page of the spec, Success Stories with the scroll hint', async () => {
    const router = renderTopBar();
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Setu', '/'],
      ['Home', '/'],
      ['NGOs', PATHS.ngoList],
      ['Success Stories', '/'],
      ['Contact Us', PATHS.contact],
      ['FAQs', PATHS.faq],
      ['Login', PATHS.login],
    ]);
    await act(async () =>
      fireEvent.click(screen.getByRole('link', { name: 'Success Stories', hidden: true })),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toBe(SCROLL_TO_SUCCESS);
  });

  it('opens the phone menu, closes it on navigation and on Escape', async () => {
    renderTopBar();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuPanel().className).toMatch(/(^| )hidden( |$)/);

    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuPanel().className).not.toMatch(/(^| )hidden( |$)/);

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'NGOs' })));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes the phone menu on a tap on its backdrop and gives focus back to the Menu button', () => {
    renderTopBar();
    expect(screen.queryByTestId('menu-backdrop')).toBeNull();
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByTestId('menu-backdrop'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('menu-backdrop')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('closes the phone menu on a tapped link before that page has loaded, not on the switch', () => {
    // The NGOs page never finishes loading here: only the tap can close the menu.
    const router = createMemoryRouter(
      [
        {
          Component: TopBar,
          children: [
            { path: PATHS.faq, Component: () => null },
            { path: PATHS.ngoList, lazy: () => new Promise<never>(() => {}) },
          ],
        },
      ],
      { initialEntries: [PATHS.faq] },
    );
    render(<RouterProvider router={router} />, { wrapper: I18nTestProvider });
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('link', { name: 'NGOs' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(router.state.location.pathname).toBe(PATHS.faq);
  });
});

describe('top bar for a signed-in user', () => {
  const authLinks = () =>
    screen
      .getAllByRole('link', { hidden: true })
      .slice(6)
      .map((l) => [l.textContent, l.getAttribute('href')]);

  it.each([
    ['Volunteer', PATHS.volunteerDashboard],
    ['NGO', PATHS.ngoDashboard],
  ] as const)('shows a %s their dashboard and Logout instead of Login', (userType, dashboard) => {
    storeLogin('Asha', userType);
    renderTopBar();
    expect(authLinks()).toEqual([['Dashboard', dashboard]]);
    expect(screen.getByRole('button', { name: 'Logout', hidden: true })).toBeTruthy();
  });

  it('follows login and logout in this tab and in another one, without a reload', () => {
    renderTopBar();
    expect(authLinks()).toEqual([['Login', PATHS.login]]);

    act(() => storeLogin('Asha', 'Volunteer'));
    expect(authLinks()).toEqual([['Dashboard', PATHS.volunteerDashboard]]);

    act(() => clearStoredLogin());
    expect(authLinks()).toEqual([['Login', PATHS.login]]);
    expect(screen.queryByRole('button', { name: 'Logout', hidden: true })).toBeNull();

    // Another tab logged in as an NGO: the storage event carries it here.
    localStorage.setItem(STORAGE_KEYS.user, 'Ujala');
    localStorage.setItem(STORAGE_KEYS.userType, 'NGO');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userType }));
    });
    expect(authLinks()).toEqual([['Dashboard', PATHS.ngoDashboard]]);
  });
});
