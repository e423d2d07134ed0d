import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import { LOGIN_MESSAGES } from '../../../shared/messages';
import { I18nTestProvider, showAllCatalogs } from '../../i18n/test-i18n';
import { useSessionGuard } from '../../use-session-guard';
import { PATHS } from '../../paths';
import LoginPage from './login-page';
import { accountTypeOf } from './login-messages';

beforeAll(() => showAllCatalogs('en'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The guard of the last EndedSession shown: its page's late calls fail through it. */
let lastGuard: ReturnType<typeof useSessionGuard> = () => false;

/** A signed-in page whose next call finds the session ended. */
function EndedSession() {
  const guard = useSessionGuard();
  useEffect(() => {
    lastGuard = guard;
  }, [guard]);
  return (
    <button type="button" onClick={() => guard(new ApiError(401, 'Please log in to continue.'))}>
      Save
    </button>
  );
}

function renderAt(entry: { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: PATHS.login, element: <LoginPage /> },
      { path: PATHS.volunteerMatching, element: <EndedSession /> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />, { wrapper: I18nTestProvider });
  return router;
}

const volunteerButton = () => screen.getByRole('button', { name: 'Volunteer', pressed: true });

describe('login page', () => {
  it('says nothing extra and moves no focus when opened on its own', () => {
    renderAt({ pathname: PATHS.login });
    expect(screen.queryByText(LOGIN_MESSAGES.sessionEnded)).toBeNull();
    expect(screen.getByRole('button', { name: 'Volunteer' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('names the NGO a Connect was for, focuses that, and preselects Volunteer', () => {
    renderAt({
      pathname: PATHS.login,
      state: { returnTo: PATHS.volunteerMatching, connect: { id: 3, name: 'Asha Kendra' } },
    });
    const reason = screen.getByText('Log in as a volunteer to connect with Asha Kendra.');
    expect(document.activeElement).toBe(reason);
    expect(volunteerButton()).toBeTruthy();
  });

  it('ignores a state that would lead off the app', () => {
    renderAt({
      pathname: PATHS.login,
      state: { returnTo: '//evil.example/', connect: { id: 3, name: 'Evil' } },
    });
    expect(screen.queryByText(/connect with Evil/)).toBeNull();
  });

  it('after a 401 on a signed-in page, says the session ended and keeps where it was', async () => {
    localStorage.setItem('userType', 'Volunteer');
    const router = renderAt({ pathname: PATHS.volunteerMatching, search: '?topic=Maths' });
    screen.getByRole('button', { name: 'Save' }).click();
    const reason = await screen.findByText(LOGIN_MESSAGES.sessionEnded);
    // The focus moves in an effect after the text shows: on a busy machine, a moment later.
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(router.state.location.state).toEqual({
      returnTo: '/volunteer-matching?topic=Maths',
      sessionEnded: true,
    });
    expect(localStorage.getItem('userType')).toBeNull();
  });

  it("leaves the login form alone when the left page's later calls fail too", async () => {
    localStorage.setItem('userType', 'NGO');
    const router = renderAt({ pathname: PATHS.volunteerMatching });
    const guard = lastGuard;
    screen.getByRole('button', { name: 'Save' }).click();
    await screen.findByText(LOGIN_MESSAGES.sessionEnded);
    const visit = router.state.location.key;
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    email.value = 'typing@example.org';

    expect(guard(new ApiError(401, 'Please log in to continue.'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.key).toBe(visit);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('typing@example.org');
  });
});

describe('accountTypeOf', () => {
  it("reads the account's role from a wrong-role answer only", () => {
    const body = { error: 'x', accountType: 'NGO' };
    expect(accountTypeOf(new ApiError(404, 'x', {}, undefined, body))).toBe('NGO');
    expect(accountTypeOf(new ApiError(404, 'x', {}, undefined, { accountType: 'Admin' }))).toBe(
      null,
    );
    expect(accountTypeOf(new ApiError(401, 'x', {}, undefined, body))).toBeNull();
    expect(accountTypeOf(new Error('x'))).toBeNull();
  });
});
