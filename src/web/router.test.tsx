import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from './i18n/test-i18n';
import FaqPage from './pages/faq/faq-page';
import NotFoundPage from './pages/not-found/not-found-page';
import { AppRouter, preloadScreenAt } from './router';

beforeAll(() => showAllCatalogs('en'));

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('preloadScreenAt', () => {
  it('loads the chunk of the screen in the hash, as the router matches it', async () => {
    for (const hash of ['#/Faq', '#/faq', '#/FAQ/', '#/Faq?open=1']) {
      expect((await preloadScreenAt(hash)) as unknown).toMatchObject({ default: FaqPage });
    }
    expect(await preloadScreenAt('#/no-such-page')).toMatchObject({ default: NotFoundPage });
  });
});

/** Moves the address as the browser does when its hash changes (which fires popstate). */
async function goTo(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('AppRouter', () => {
  it('renders a preloaded screen at once: no empty fallback before it', async () => {
    await goTo('#/Faq');
    await preloadScreenAt(window.location.hash);
    // No await between render and the query: a screen that suspended would not be there yet.
    render(<AppRouter />, { wrapper: I18nTestProvider });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Frequently Asked Questions',
    );
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('loads a screen not loaded yet when the hash changes to it', async () => {
    await goTo('#/Faq');
    await preloadScreenAt(window.location.hash);
    render(<AppRouter />, { wrapper: I18nTestProvider });
    await goTo('#/join-us');
    expect(await screen.findByRole('heading', { level: 1, name: /join/i })).toBeTruthy();
  });

  it('follows a link once its screen is loaded: the address and the page change together', async () => {
    await goTo('#/Faq');
    await preloadScreenAt(window.location.hash);
    render(<AppRouter />, { wrapper: I18nTestProvider });
    act(() => screen.getByRole('link', { name: 'Write to us' }).click());
    // The contact screen is not loaded yet: the FAQ and its address stay meanwhile.
    expect(window.location.hash).toBe('#/Faq');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Frequently Asked Questions',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(window.location.hash).toBe('#/ContactUs');
  });
});
