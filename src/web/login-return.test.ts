import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from '../shared/messages';
import {
  afterLogin,
  afterSignupState,
  loginReason,
  preselectedUserType,
  loginState,
  readLoginState,
  resumedConnect,
  safeReturnPath,
} from './login-return';
import { PATHS } from './paths';

describe('safeReturnPath', () => {
  it('keeps a page of the app with its query', () => {
    expect(safeReturnPath('/volunteer-matching?topic=Maths&day=Friday')).toBe(
      '/volunteer-matching?topic=Maths&day=Friday',
    );
    expect(safeReturnPath('/ngo-dashboard')).toBe('/ngo-dashboard');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses other sites, unknown paths, the login and reset pages, and anything not a path', () => {
    for (const path of [
      '//evil.example/volunteer-matching',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'volunteer-matching',
      '/ volunteer-matching',
      '/%2F%2Fevil.example',
      '/nowhere',
      '/volunteer-matching#x',
      PATHS.login,
      `${PATHS.resetPassword}?token=abc`,
      '',
      42,
      null,
      undefined,
    ]) {
      expect(safeReturnPath(path), String(path)).toBeNull();
    }
  });
});

describe('login state', () => {
  const matching = { pathname: PATHS.volunteerMatching, search: '?topic=Hindi' };
  const listing = { id: 36, name: 'Kothrud Abhyas Kendra' };

  it('carries the place and the reason, and reads back only what Setu makes', () => {
    const state = loginState(matching, { connect: { ...listing, sample: false } as never });
    expect(state).toEqual({ returnTo: '/volunteer-matching?topic=Hindi', connect: listing });
    expect(readLoginState(state)).toEqual(state);
    expect(readLoginState({ returnTo: 'https://evil.example/', sessionEnded: true })).toBeNull();
    expect(readLoginState({ returnTo: '/', connect: { id: -1, name: 'x' } })).toEqual({
      returnTo: '/',
    });
    expect(readLoginState('/volunteer-matching')).toBeNull();
    expect(loginState({ pathname: PATHS.login, search: '' })).toBeNull();
  });

  it('says why the login page is shown: an ended session first, then a Connect', () => {
    expect(loginReason(null)).toBeNull();
    expect(loginReason({ returnTo: '/' })).toBeNull();
    expect(loginReason({ returnTo: '/', connect: listing })).toBe(
      'Log in as a volunteer to connect with Kothrud Abhyas Kendra.',
    );
    expect(loginReason({ returnTo: '/', connect: listing, sessionEnded: true })).toBe(
      LOGIN_MESSAGES.sessionEnded,
    );
  });

  it('leads back where the person was, carrying on a Connect for a volunteer only', () => {
    const state = { returnTo: '/volunteer-matching?topic=Hindi', connect: listing };
    expect(afterLogin(state, 'Volunteer')).toEqual({
      path: '/volunteer-matching?topic=Hindi',
      state: { connect: listing },
    });
    expect(resumedConnect(afterLogin(state, 'Volunteer').state)).toEqual(listing);
    expect(afterLogin(state, 'NGO')).toEqual({ path: '/volunteer-matching?topic=Hindi' });
    expect(afterLogin({ returnTo: '/Faq', sessionEnded: true }, 'NGO')).toEqual({ path: '/Faq' });
  });

  it("goes to the person's own dashboard without a place, or instead of the other one's", () => {
    expect(afterLogin(null, 'Volunteer')).toEqual({ path: PATHS.volunteerDashboard });
    expect(afterLogin({ returnTo: PATHS.ngoDashboard }, 'Volunteer')).toEqual({
      path: PATHS.volunteerDashboard,
    });
    expect(afterLogin({ returnTo: PATHS.ngoDashboard }, 'NGO')).toEqual({
      path: PATHS.ngoDashboard,
    });
    expect(afterLogin({ returnTo: '//evil.example' }, 'NGO')).toEqual({
      path: PATHS.ngoDashboard,
    });
  });

  it('after registering, preselects that role and leads to its dashboard', () => {
    const state = readLoginState(afterSignupState('NGO'));
    expect(state).toEqual({ returnTo: PATHS.ngoDashboard, userType: 'NGO' });
    expect(preselectedUserType(state)).toBe('NGO');
    expect(afterLogin(state, 'NGO')).toEqual({ path: PATHS.ngoDashboard });
    // A Connect implies a volunteer; a made-up role is dropped.
    expect(preselectedUserType({ returnTo: '/', connect: { id: 1, name: 'x' } })).toBe('Volunteer');
    expect(readLoginState({ returnTo: '/', userType: 'Admin' })).toEqual({ returnTo: '/' });
    expect(preselectedUserType(null)).toBeNull();
  });
});
