import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { LoadState } from './load-state';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: I18nTestProvider });

describe('LoadState', () => {
  it('announces loading politely with the given words', () => {
    render(
      <LoadState state={{ status: 'loading' }} reload={() => {}} loading="Loading requests…" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading requests…');
  });

  it('shows the error and tries again on request', async () => {
    let reloads = 0;
    render(
      <LoadState
        state={{ status: 'error', message: 'The server did not answer.' }}
        reload={() => {
          reloads += 1;
        }}
        loading="Loading requests…"
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The server did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloads).toBe(1);
  });

  it('shows nothing once the data is there', () => {
    const { container } = render(
      <LoadState state={{ status: 'ready', data: 1 }} reload={() => {}} loading="Loading…" />,
    );
    expect(container.textContent).toBe('');
  });

  it('hands the ready data to its children, and only then', () => {
    const view = (status: 'loading' | 'ready') =>
      render(
        <LoadState
          state={status === 'ready' ? { status, data: 'Asha' } : { status }}
          loading="Loading…"
        >
          {(name) => <p>Hello {name}</p>}
        </LoadState>,
      );
    expect(view('loading').container.textContent).toBe('Loading…');
    cleanup();
    expect(view('ready').container.textContent).toBe('Hello Asha');
  });
});
