// Why the login page is shown and where a login leads back to. It travels as the
// router's navigation state, which only Setu's own code can set (a link cannot), and is still
// checked on arrival: a return target must be a page of the route registry, never another site.
import { LOGIN_MESSAGES } from '../shared/messages';
import { USER_TYPES, type UserType } from '../shared/options';
import { DASHBOARDS, routeNameOf, type RouteName } from './paths';

/** A listing whose Connect asked for a login, to carry on with once logged in. */
export interface PendingConnect {
  id: number;
  name: string;
}

/** The navigation state of /login. */
export interface LoginState {
  /** A same-app path with its query, e.g. "/volunteer-matching?topic=Maths". */
  returnTo: string;
  sessionEnded?: boolean;
  connect?: PendingConnect;
  /** The role to preselect, e.g. after registering one. */
  userType?: UserType;
}

/** The navigation state of the page a login returns to, when an action is to carry on. */
export interface ResumeState {
  connect: PendingConnect;
}

// Coming back to these would only show the login or an old reset link again.
const NOT_RETURNED_TO: ReadonlySet<RouteName> = new Set(['login', 'resetPassword']);
const BASE = 'https://setu.invalid';

/** `path` as a same-app return target ("/page?query"), or null when it is anything else. */
export function safeReturnPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || /[\\\s]/.test(path)) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  // "//host/…" and the like resolve elsewhere; the hash belongs to the router.
  if (url.origin !== BASE || url.hash) return null;
  const route = routeNameOf(url.pathname);
  if (route === null || NOT_RETURNED_TO.has(route)) return null;
  return `${url.pathname}${url.search}`;
}

function pendingConnect(value: unknown): PendingConnect | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  if (typeof name !== 'string' || !name.trim() || name.length > 200) return null;
  return { id, name };
}

/** The state a page passes when it sends someone to /login. */
export function loginState(
  location: { pathname: string; search: string },
  reason: { sessionEnded?: boolean; connect?: PendingConnect } = {},
): LoginState | null {
  const returnTo = safeReturnPath(`${location.pathname}${location.search}`);
  if (!returnTo) return null;
  return {
    returnTo,
    ...(reason.sessionEnded && { sessionEnded: true }),
    ...(reason.connect && { connect: { id: reason.connect.id, name: reason.connect.name } }),
  };
}

/** The login page's state, checked: null unless it is one Setu made, with a same-app target. */
export function readLoginState(value: unknown): LoginState | null {
  if (typeof value !== 'object' || value === null) return null;
  const state = value as Record<string, unknown>;
  const returnTo = safeReturnPath(state.returnTo);
  if (!returnTo) return null;
  const connect = pendingConnect(state.connect);
  const userType = USER_TYPES.find((type) => type === state.userType);
  return {
    returnTo,
    ...(state.sessionEnded === true && { sessionEnded: true }),
    ...(connect && { connect }),
    ...(userType && { userType }),
  };
}

/** The role the login form starts with: the one a Connect or a new account implies. */
export function preselectedUserType(state: LoginState | null): UserType | null {
  if (state?.connect) return 'Volunteer';
  return state?.userType ?? null;
}

/** After registering: log in as that role, then to its own dashboard. */
export function afterSignupState(userType: UserType): LoginState {
  return { returnTo: DASHBOARDS[userType], userType };
}

/** What the login page says about why it is shown, if anything. */
export function loginReason(state: LoginState | null): string | null {
  if (state?.sessionEnded) return LOGIN_MESSAGES.sessionEnded;
  if (state?.connect) return LOGIN_MESSAGES.connect(state.connect.name);
  return null;
}

/** Where a successful login goes: back where the person was, else their own dashboard. */
export function afterLogin(
  state: LoginState | null,
  userType: UserType,
): { path: string; state?: ResumeState } {
  const own = DASHBOARDS[userType];
  const returnTo = safeReturnPath(state?.returnTo);
  if (!returnTo) return { path: own };
  const pathname = new URL(returnTo, BASE).pathname;
  // The other role's dashboard would send them straight back to /login.
  const otherDashboard = Object.values(DASHBOARDS).some(
    (dashboard) => dashboard !== own && routeNameOf(dashboard) === routeNameOf(pathname),
  );
  if (otherDashboard) return { path: own };
  if (state?.connect && userType === 'Volunteer') {
    return { path: returnTo, state: { connect: state.connect } };
  }
  return { path: returnTo };
}

/** The listing whose Connect a login was for, from the returned-to page's state. */
export function resumedConnect(value: unknown): PendingConnect | null {
  if (typeof value !== 'object' || value === null) return null;
  return pendingConnect((value as Record<string, unknown>).connect);
}
