import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Link } from '../components/link';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { RouteErrorBoundary } from './route-error';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/faq-page.js');
}

function renderApp() {
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Link to="/fine">Elsewhere</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<h1>Fine</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
    { wrapper: I18nTestProvider },
  );
}

describe('RouteErrorBoundary', () => {
  it('shows what to do when a chunk fails, and the next navigation renders again', () => {
    // React reports the caught error on the console; that is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderApp();
      expect(screen.getByRole('alert').textContent).toContain(
        'Setu was updated or the connection dropped. Reload the page to continue.',
      );
      expect(document.title).toBe('Something went wrong · Setu');
      fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Fine' })).toBeTruthy();
    } finally {
      consoleError.mockRestore();
    }
  });
});
