// Each route's document title (WCAG 2.4.2), in the language shown. Not in paths.ts: that file is
// read by vite.config.ts too, where Lingui's macros are not compiled.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { routeNameOf, type RouteName } from './paths';

/** Each route's document title before " · Setu" (WCAG 2.4.2); home keeps the full name. */
export const PAGE_TITLES: Record<RouteName | 'notFound', MessageDescriptor> = {
  home: msg`Setu — volunteers and NGOs teaching children together`,
  joinUs: msg`Join the movement`,
  signupVolunteer: msg`Volunteer registration`,
  signupNgo: msg`NGO registration`,
  ngoList: msg`Partner NGOs`,
  login: msg`Log in`,
  contact: msg`Contact us`,
  successStories: msg`Success stories`,
  faq: msg`FAQs`,
  volunteerDashboard: msg`Volunteer dashboard`,
  volunteerSessions: msg`Your sessions · Volunteer dashboard`,
  volunteerRequests: msg`Your requests · Volunteer dashboard`,
  volunteerPreferences: msg`Your preferences · Volunteer dashboard`,
  volunteerCertificates: msg`Your certificates · Volunteer dashboard`,
  volunteerChecks: msg`Your checks · Volunteer dashboard`,
  volunteerMatching: msg`Find NGOs`,
  safeguardingCourse: msg`Safeguarding course`,
  ngoDashboard: msg`NGO dashboard`,
  ngoClass: msg`Class`,
  resetPassword: msg`Set a new password`,
  privacy: msg`Privacy`,
  account: msg`Your account and data`,
  operator: msg`Operator home`,
  operatorSignIn: msg`Operator sign-in`,
  operatorWelcome: msg`Set your operator password`,
  operatorNgos: msg`NGO checks`,
  operatorReports: msg`Reports`,
  operatorAccounts: msg`Accounts`,
  operatorAudit: msg`Audit log`,
  operatorMetrics: msg`Metrics`,
  operatorMail: msg`Undelivered mail`,
  operatorDocuments: msg`Vetting queue`,
  operatorDocument: msg`Review a document`,
  checksDocuments: msg`Your ID and police clearance`,
  confirmEmail: msg`Confirm your email address`,
  stopCityEmails: msg`Emails about NGOs joining Setu`,
  teamInvitation: msg`Join an NGO's team`,
  verify: msg`Check a certificate`,
  checksReferences: msg`Your two references`,
  reference: msg`Give a reference`,
  operatorReferences: msg`A volunteer's references`,
  checkIn: msg`Check in`,
  joinClass: msg`Join the class`,
  impact: msg`Setu's impact`,
  stillTeaching: msg`Still able to teach?`,
  notFound: msg`Page not found`,
};

/** The site's name: a brand, the same in every language. */
export const SITE_NAME = 'Setu';

/** A page's own title followed by the site's name, as every document title but home's ends. */
export function withSiteName(title: string): string {
  return `${title} · ${SITE_NAME}`;
}

/** The document title of the page at `pathname`, in the language `i18n` shows. */
export function documentTitle(pathname: string, i18n: I18n): string {
  const name = routeNameOf(pathname);
  if (name === 'home') return i18n._(PAGE_TITLES.home);
  return withSiteName(i18n._(PAGE_TITLES[name ?? 'notFound']));
}
