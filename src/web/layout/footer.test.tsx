import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { Footer } from './footer';

beforeAll(() => showAllCatalogs('en'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function footerAt(instant: string) {
  cleanup();
  vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
  const router = createMemoryRouter([{ path: '*', Component: Footer }]);
  render(<RouterProvider router={router} />, { wrapper: I18nTestProvider });
  return screen.getByText(/All rights reserved/).textContent;
}

describe('footer', () => {
  it("names India's year: at 00:30 on 1 January in India it is already the new one", () => {
    expect(footerAt('2026-12-31T19:00:00Z')).toBe('© 2027 Setu. All rights reserved.');
    expect(footerAt('2026-12-31T18:00:00Z')).toBe('© 2026 Setu. All rights reserved.');
  });
});
