import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PATHS } from '../paths';
import { DocumentTitle } from './document-title';

afterEach(cleanup);

describe('document title', () => {
  it('names each route, follows navigation, and matches paths in any case', async () => {
    const router = createMemoryRouter([{ path: '*', Component: DocumentTitle }], {
      initialEntries: [PATHS.login],
    });
    render(<RouterProvider router={router} />);
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
});
