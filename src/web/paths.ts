// Every route path of the app, in one place (spec §2 route table; README → The specification), with its title.
import { matchPath } from 'react-router';
import type { UserType } from '../shared/options';

export const PATHS = {
  home: '/',
  joinUs: '/join-us',
  signupVolunteer: '/signup/volunteer',
  signupNgo: '/signup/ngo',
  ngoList: '/ngoList',
  login: '/login',
  contact: '/ContactUs',
  successStories: '/SuccessStories',
  faq: '/Faq',
  // The volunteer's dashboard, one section per address: the spec's route is its Overview.
  volunteerDashboard: '/volunteer-dashboard',
  volunteerSessions: '/volunteer-dashboard/sessions',
  volunteerRequests: '/volunteer-dashboard/requests',
  volunteerPreferences: '/volunteer-dashboard/preferences',
  volunteerCertificates: '/volunteer-dashboard/certificates',
  volunteerChecks: '/volunteer-dashboard/checks',
  volunteerMatching: '/volunteer-matching',
  // Setu's safeguarding course and its quiz (docs/decisions/0038-safeguarding-course.md).
  safeguardingCourse: '/safeguarding',
  ngoDashboard: '/ngo-dashboard',
  ngoClass: '/ngo-dashboard/classes/:classId',
  resetPassword: '/reset-password',
  privacy: '/privacy',
  account: '/account',
  operator: '/operator',
  operatorSignIn: '/operator/sign-in',
  operatorWelcome: '/operator/welcome',
  operatorNgos: '/operator/ngos',
  operatorReports: '/operator/reports',
  operatorAccounts: '/operator/accounts',
  operatorAudit: '/operator/audit',
  operatorMetrics: '/operator/metrics',
  operatorMail: '/operator/mail',
  operatorDocuments: '/operator/documents',
  operatorDocument: '/operator/documents/:documentId',
  // The volunteer's identity and police clearance documents.
  checksDocuments: '/checks/documents',
  confirmEmail: '/confirm-email',
  stopCityEmails: '/stop-city-emails',
  teamInvitation: '/team-invitation',
  // Two references (decision 0039): the volunteer's screen, the referee's form (token in the
  // query, as the other link pages), and the operators' page of one volunteer's references.
  checksReferences: '/checks/references',
  reference: '/reference',
  operatorReferences: '/operator/accounts/:uid/references',
  // Without a code: the form to type one (the footer's "Check a certificate").
  verify: '/verify/:code?',
  // The venue's check-in code opens this (token in the query, as the other link pages), and an
  // online session's "Join the class" goes through the other (docs/decisions/0047-check-in.md).
  checkIn: '/check-in',
  joinClass: '/join/:sessionId',
} as const;

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

/** An operator's review of one uploaded document. */
export const operatorDocumentPath = (id: number) => `/operator/documents/${id}`;

/** The public page that checks a certificate's code; without one, its form. */
export const verifyPath = (code?: string) =>
  code ? `/verify/${encodeURIComponent(code)}` : '/verify';

/** One of the NGO's classes (src/shared/classes.ts names them). */
export const ngoClassPath = (classId: string) =>
  `/ngo-dashboard/classes/${encodeURIComponent(classId)}`;

/** "Join the class" of an online session: records the join, then forwards to the meeting. */
export const joinClassPath = (sessionId: number) => `/join/${sessionId}`;

/** The operators' page of one volunteer's references. */
export const operatorReferencesPath = (uid: string) =>
  `/operator/accounts/${encodeURIComponent(uid)}/references`;

export type RouteName = keyof typeof PATHS;

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
