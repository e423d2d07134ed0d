import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { PATHS } from '../paths';
import { DocumentTitle } from './document-title';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

describe('document title', () => {
  it('names each route, follows navigation, and matches paths in any case', async () => {
    const router = createMemoryRouter([{ path: '*', Component: DocumentTitle }], {
      initialEntries: [PATHS.login],
    });
    render(<RouterProvider router={router} />, { wrapper: I18nTestProvider });
    expect(document.title).toBe('Log in · Setu');

    const expected: [string, string][] = [
      [PATHS.volunteerMatching, 'Find NGOs · Setu'],
      ['/faq', 'FAQs · Setu'],
      [PATHS.ngoDashboard, 'NGO dashboard · Setu'],
      [PATHS.home, 'Setu — volunteers and NGOs teaching children together'],
      ['/no-such-page', 'Page not found · Setu'],
    ];
    for (const [path, title] of expected) {
      await act(() => router.navigate(path));
      expect(document.title, path).toBe(title);
    }
  });

  it('follows the language shown, without a navigation', () => {
    const router = createMemoryRouter([{ path: '*', Component: DocumentTitle }], {
      initialEntries: [PATHS.faq],
    });
    render(<RouterProvider router={router} />, { wrapper: I18nTestProvider });
    expect(document.title).toBe('FAQs · Setu');
    try {
      act(() => showAllCatalogs('hi'));
      expect(document.title).toBe('सवाल-जवाब · Setu');
    } finally {
      act(() => showAllCatalogs('en'));
    }
    expect(document.title).toBe('FAQs · Setu');
  });
});
