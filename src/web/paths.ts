// The web app's view of the route registry (src/shared/paths.ts): budgets, dashboards, sections.
import { matchPath } from 'react-router';
import type { UserType } from '../shared/options';

import { PATHS, type RouteName } from '../shared/paths';

export {
  PATHS,
  joinClassPath,
  stillTeachingPath,
  ngoClassPath,
  operatorDocumentPath,
  operatorReferencesPath,
  verifyPath,
  type RouteName,
} from '../shared/paths';

/**
 * The public routes of the spec's §2 (README → The specification) whose first load has a budget (decision 0018): the size and
 * Lighthouse parts of the bench measure them, and the build groups their chunks for them.
 */
export const BUDGETED_ROUTES: readonly RouteName[] = [
  'home',
  'ngoList',
  'faq',
  'joinUs',
  'successStories',
  'login',
  'signupVolunteer',
  'signupNgo',
  'contact',
  'volunteerMatching',
];

/** Each user type's own dashboard: where login leads and the top bar's "Dashboard" link. */
export const DASHBOARDS: Record<UserType, string> = {
  Volunteer: PATHS.volunteerDashboard,
  NGO: PATHS.ngoDashboard,
};

/**
 * The pages that show their own Logout (the dashboards and the search, as the spec lists them):
 * the top bar leaves its Logout out there, so a screen has one.
 */
export const PAGES_WITH_LOGOUT: readonly RouteName[] = [
  'volunteerDashboard',
  'ngoDashboard',
  'volunteerMatching',
];

/** The route showing `pathname`, matched as the router does (any case), or null. */
export function routeNameOf(pathname: string): RouteName | null {
  const name = (Object.keys(PATHS) as RouteName[]).find((key) =>
    matchPath({ path: PATHS[key], caseSensitive: false, end: true }, pathname),
  );
  return name ?? null;
}

/** The volunteer dashboard's sections, in the order its navigation lists them. */
export const VOLUNTEER_SECTIONS = [
  'volunteerDashboard',
  'volunteerSessions',
  'volunteerRequests',
  'volunteerPreferences',
  'volunteerCertificates',
  'volunteerChecks',
] as const satisfies readonly RouteName[];

export type VolunteerSection = (typeof VOLUNTEER_SECTIONS)[number];

/** Navigation state the preferences section reads to focus the field a notice asked for. */
export interface FocusPreference {
  focusPreference: 'availability' | 'languages';
}

/** Navigation state the home page reads to scroll to its success stories (spec §2; README → The specification). */
export const SCROLL_TO_SUCCESS = 'success';

/** Navigation state the home page reads to say that the account was deleted (/account). */
export const ACCOUNT_DELETED = 'account-deleted';
