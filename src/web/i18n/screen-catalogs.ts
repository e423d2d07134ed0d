// The message catalogues each screen shows (src/web/locales/<language>/<name>.po). The router
// loads them with the screen's chunk, and vite.config.ts has them preloaded beside the entry in
// the reader's language. A screen not listed is not translated yet. Plain data: vite.config.ts
// reads this file, where Lingui's macros are not compiled.
import type { RouteName } from '../paths';

/** A catalogue's path under src/web/locales/<language>/, without .po: "common", "pages/home". */
export type CatalogName = string;

/**
 * Loaded at start for every screen: the layout's texts, and src/shared's option labels, messages
 * and validation errors (shown through sharedText, fetched in Hindi only: catalogs.ts).
 */
export const START_CATALOGS: readonly CatalogName[] = ['common', 'shared'];

/**
 * src/shared's validation errors, for the screens with a form (fetched in Hindi only). The report
 * dialog of /ngoList and /volunteer-matching loads them when it opens (report-concern-button.tsx).
 */
const FORMS = 'shared-forms';
/**
 * src/shared's messages only signed-in screens show (sessions, notes, the team, classes,
 * certificates), so the public forms' first loads stay within budget (decision 0029).
 */
const DASHBOARDS = 'shared-dashboards';

/**
 * What every section of the volunteer dashboard loads: the frame, the matching loop's cards, the
 * banner of an unconfirmed email, the dashboards' parts and src/shared's messages.
 */
const VOLUNTEER_SECTION = [
  'features/volunteer-dashboard',
  'features/matching-loop',
  'features/email-confirmation',
  'components/dashboard-parts',
  FORMS,
  DASHBOARDS,
] as const;

export const SCREEN_CATALOGS: Partial<Record<RouteName | 'notFound', readonly CatalogName[]>> = {
  home: ['pages/home'],
  successStories: ['pages/success-stories', 'stories'],
  notFound: ['pages/not-found'],
  volunteerDashboard: [
    'pages/volunteer-dashboard',
    ...VOLUNTEER_SECTION,
    'features/matching-loop-dashboards',
    'shared-matching',
    'shared-conduct',
    'features/report-concern',
    'features/teaching-sessions',
    'features/substitutes',
    'features/session-notes',
    'features/safeguarding-course',
    'features/vetting',
    'features/check-in',
    'features/endings',
    'features/availability',
  ],
  // The course's screens (src/shared/safeguarding-course-text.ts) load with its page only.
  safeguardingCourse: [
    'pages/safeguarding-course',
    'features/safeguarding-course',
    'safeguarding-course',
  ],
  // The volunteer dashboard's other sections: the frame's texts and the cards each shows (the
  // pages of Requests, Preferences and Certificates have no texts of their own).
  volunteerSessions: [
    'pages/volunteer-sessions',
    ...VOLUNTEER_SECTION,
    'features/teaching-sessions',
    'features/substitutes',
    'features/session-notes',
    // The place of a session and the calendar link (place-details.tsx, my-requests.tsx).
    'features/matching-loop-dashboards',
    'features/check-in',
    'features/breaks',
  ],
  volunteerRequests: [
    ...VOLUNTEER_SECTION,
    'features/matching-loop-dashboards',
    'shared-matching',
    'features/report-concern',
    // An accepted request the vetting gate holds names the checks it waits for.
    'features/vetting',
    'features/endings',
  ],
  volunteerPreferences: [
    ...VOLUNTEER_SECTION,
    'features/matching-loop-dashboards',
    'shared-matching',
    'shared-conduct',
    'features/availability',
  ],
  volunteerCertificates: [...VOLUNTEER_SECTION, 'features/teaching-sessions'],
  volunteerChecks: [...VOLUNTEER_SECTION, 'pages/volunteer-checks', 'features/vetting'],
  ngoDashboard: [
    'pages/ngo-dashboard',
    'features/matching-loop',
    'features/matching-loop-dashboards',
    'shared-matching',
    'features/email-confirmation',
    'features/report-concern',
    'features/ngo-verification',
    'components/dashboard-parts',
    'features/teaching-sessions',
    'features/substitutes',
    'features/session-notes',
    'features/terms',
    'features/ngo-team',
    'features/classes',
    'features/vetting',
    'features/check-in',
    'features/breaks',
    'features/partnership-health',
    FORMS,
    DASHBOARDS,
    'features/endings',
  ],
  ngoClass: [
    'pages/ngo-class',
    'features/breaks',
    'features/classes',
    'features/session-notes',
    'features/teaching-sessions',
    'features/substitutes',
    'features/matching-loop-dashboards',
    'components/dashboard-parts',
    'features/check-in',
    FORMS,
    DASHBOARDS,
  ],
  signupVolunteer: ['pages/signup-volunteer', FORMS],
  signupNgo: ['pages/signup-ngo', FORMS],
  joinUs: ['pages/join-us'],
  faq: ['pages/faq', 'shared-faq'],
  contact: ['pages/contact', FORMS],
  // features/report-concern loads with the report dialog (components/report-concern-button.tsx).
  ngoList: ['pages/ngo-list'],
  login: ['pages/login', FORMS],
  operatorMetrics: ['pages/operator-metrics', 'features/operator', FORMS, DASHBOARDS],
  resetPassword: ['pages/reset-password', FORMS],
  operatorSignIn: ['pages/operator-sign-in', FORMS],
  operator: [
    'pages/operator',
    'features/operator',
    'features/endings',
    'features/partnership-health',
    FORMS,
    DASHBOARDS,
  ],
  operatorAudit: ['pages/operator-audit', 'features/operator', FORMS, DASHBOARDS],
  privacy: ['pages/privacy'],
  verify: ['pages/verify'],
  account: ['pages/account', 'features/sms', FORMS, DASHBOARDS],
  // shared-conduct loads on Connect (features/matching-loop/use-connect.tsx), shared-matching
  // with the first reason, difference or refusal shown (features/matching-loop/matching-texts.ts).
  // features/email-confirmation loads with its banner, for signed-in volunteers only.
  volunteerMatching: ['pages/volunteer-matching', 'features/matching-loop'],
  confirmEmail: ['pages/confirm-email', 'features/email-confirmation', FORMS],
  stopCityEmails: ['pages/stop-city-emails'],
  teamInvitation: ['pages/team-invitation', FORMS, DASHBOARDS],
  operatorReports: [
    'pages/operator-reports',
    'features/report-concern',
    'components/dashboard-parts',
    'features/operator',
    FORMS,
    DASHBOARDS,
  ],
  operatorAccounts: ['pages/operator-accounts', 'features/operator', FORMS, DASHBOARDS],
  operatorNgos: [
    'pages/operator-ngos',
    'features/ngo-verification',
    'features/operator',
    FORMS,
    DASHBOARDS,
  ],
  operatorMail: ['pages/operator-mail', 'features/operator'],
  checksReferences: ['pages/checks-references', FORMS, DASHBOARDS],
  reference: ['pages/reference', FORMS, DASHBOARDS],
  stillTeaching: ['pages/still-teaching', 'features/breaks', FORMS, DASHBOARDS],
  operatorReferences: ['pages/operator-references', 'features/operator', FORMS, DASHBOARDS],
  operatorDocuments: [
    'pages/operator-documents',
    'features/operator',
    'features/vetting-documents',
  ],
  operatorDocument: [
    'pages/operator-document',
    'features/operator',
    'features/vetting-documents',
    FORMS,
  ],
  checksDocuments: ['pages/checks-documents', 'features/vetting-documents', FORMS],
  checkIn: ['pages/check-in', 'features/check-in', DASHBOARDS],
  joinClass: ['pages/join-class', 'features/check-in', DASHBOARDS],
  impact: ['pages/impact'],
};
