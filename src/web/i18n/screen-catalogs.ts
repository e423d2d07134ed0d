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

export const SCREEN_CATALOGS: Partial<Record<RouteName | 'notFound', readonly CatalogName[]>> = {
  home: ['pages/home'],
  successStories: ['pages/success-stories', 'stories'],
  notFound: ['pages/not-found'],
  volunteerDashboard: [
    'pages/volunteer-dashboard',
    'features/matching-loop',
    'features/matching-loop-dashboards',
    'shared-matching',
    'shared-conduct',
    'features/email-confirmation',
    'features/report-concern',
  ],
  ngoDashboard: [
    'pages/ngo-dashboard',
    'features/matching-loop',
    'features/matching-loop-dashboards',
    'shared-matching',
    'features/email-confirmation',
    'features/report-concern',
    'features/ngo-verification',
  ],
  signupVolunteer: ['pages/signup-volunteer'],
  signupNgo: ['pages/signup-ngo'],
  joinUs: ['pages/join-us'],
  faq: ['pages/faq', 'shared-faq'],
  contact: ['pages/contact'],
  // features/report-concern loads with the report dialog (components/report-concern-button.tsx).
  ngoList: ['pages/ngo-list'],
  login: ['pages/login'],
  operatorMetrics: ['pages/operator-metrics', 'features/operator'],
  resetPassword: ['pages/reset-password'],
  operatorSignIn: ['pages/operator-sign-in'],
  operator: ['pages/operator', 'features/operator'],
  operatorAudit: ['pages/operator-audit', 'features/operator'],
  privacy: ['pages/privacy'],
  account: ['pages/account'],
  // shared-conduct loads on Connect (features/matching-loop/use-connect.tsx), shared-matching
  // with the first reason, difference or refusal shown (features/matching-loop/matching-texts.ts).
  // features/email-confirmation loads with its banner, for signed-in volunteers only.
  volunteerMatching: ['pages/volunteer-matching', 'features/matching-loop'],
  confirmEmail: ['pages/confirm-email', 'features/email-confirmation'],
  operatorReports: ['pages/operator-reports', 'features/report-concern', 'features/operator'],
  operatorAccounts: ['pages/operator-accounts', 'features/operator'],
  operatorNgos: ['pages/operator-ngos', 'features/ngo-verification', 'features/operator'],
};
