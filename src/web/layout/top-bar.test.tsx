import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS, SCROLL_TO_SUCCESS } from '../paths';
import { TopBar } from './top-bar';

afterEach(cleanup);

function renderTopBar() {
  const router = createMemoryRouter([{ path: '*', Component: TopBar }], {
    initialEntries: [PATHS.faq],
  });
  render(<RouterProvider router={router} />);
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
});
