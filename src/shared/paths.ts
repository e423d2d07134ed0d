// Every route path of the app, in one place (spec §2 route table; README → The specification):
// the web app's router and the server's links in emails both take them from here.

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
  // Setu's public impact figures (docs/decisions/0045-public-impact.md).
  impact: '/impact',
  // The gentle check-in's answers (docs/decisions/0048-breaks-and-health.md); ?choice= in the query.
  stillTeaching: '/still-teaching/:checkInId',
} as const;

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

/** The volunteer's page answering one check-in. */
export const stillTeachingPath = (id: number) => `/still-teaching/${id}`;

export type RouteName = keyof typeof PATHS;

/**
 * A page of the app as a full link for an email or a printed page: the app routes in the hash,
 * so the server never needs to know them (`query` without its "?").
 */
export function appUrl(publicUrl: string, path: string, query?: Record<string, string>): string {
  const search = query
    ? `?${Object.entries(query)
        .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
        .join('&')}`
    : '';
  return `${publicUrl}/#${path}${search}`;
}
