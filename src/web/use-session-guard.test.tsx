import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { PATHS } from './paths';
import { clearStoredLogin, noteLogout, storedUserType, storeLogin, STORAGE_KEYS } from './storage';
import { useSessionGuard } from './use-session-guard';

afterEach(cleanup);
// Every test starts signed in, which also forgets any earlier Logout in this tab.
beforeEach(() => storeLogin('{"email":"v@example.com"}', 'Volunteer'));

function Page({ error }: { error: unknown }) {
  const guard = useSessionGuard();
  const { pathname, state } = useLocation();
  return (
    <>
      <p>{`${pathname} ${JSON.stringify(state)}`}</p>
      <button type="button" onClick={() => guard(error)}>
        Fail
      </button>
    </>
  );
}

function failWith(error: unknown) {
  render(
    <MemoryRouter initialEntries={[PATHS.volunteerMatching]}>
      <Routes>
        <Route path="*" element={<Page error={error} />} />
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
}

const shownPath = () => screen.getByText(/^\//).textContent!.split(' ')[0];

describe('useSessionGuard', () => {
  it('sends an ended session to /login, which says so, and forgets the stored login', () => {
    failWith(new ApiError(401, 'Unauthorized'));
    expect(shownPath()).toBe(PATHS.login);
    expect(screen.getByText(/"sessionEnded":true/)).toBeTruthy();
    expect(storedUserType()).toBeNull();
  });

  it("sends the other role's session to /login without saying it ended", () => {
    failWith(new ApiError(403, 'Forbidden'));
    expect(shownPath()).toBe(PATHS.login);
    expect(screen.queryByText(/sessionEnded/)).toBeNull();
  });

  it('leaves a 401 answered after the person logged out here where it is', () => {
    noteLogout();
    failWith(new ApiError(401, 'Unauthorized'));
    expect(shownPath()).toBe(PATHS.volunteerMatching);
    expect(storedUserType()).toBeNull();
  });

  it('sends an ended session to /login again once someone logged in, here or in another tab', () => {
    noteLogout();
    clearStoredLogin();
    // Another tab's login: it writes the shared storage, and this tab hears of it by an event.
    localStorage.setItem(STORAGE_KEYS.userType, 'NGO');
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.userType, newValue: 'NGO' }),
    );
    failWith(new ApiError(401, 'Unauthorized'));
    expect(shownPath()).toBe(PATHS.login);
  });

  it('leaves other failures to the page', () => {
    failWith(new ApiError(500, 'Server error'));
    expect(shownPath()).toBe(PATHS.volunteerMatching);
    expect(storedUserType()).toBe('Volunteer');
  });
});
