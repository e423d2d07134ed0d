// Hash routes (spec §2; README → The specification). Each screen is its own chunk, loaded when first visited together with
// its message catalogues in the language shown (i18n/screen-catalogs.ts).
// Declarative routes rather than the data router: Setu uses no loaders or actions, and the data
// router would add about 15 KB to every page's first load (decision 0018). What Setu relied on
// from it is kept below: the app follows the address once the next screen is loaded (the page
// shown stays meanwhile, and a link changes the address when its page can show), and an address
// that changes before the first render is not missed.
import { lazy, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import {
  matchPath,
  parsePath,
  Route,
  Router,
  Routes,
  UNSAFE_createHashHistory as createHashHistory,
  type Location,
  type NavigationType,
  type Navigator,
  type To,
} from 'react-router';
import { type CatalogName } from './i18n/catalogs';
import { loadScreenCatalogs } from './i18n/language';
import { SCREEN_CATALOGS } from './i18n/screen-catalogs';
import { Layout } from './layout/layout';
import { RouteErrorBoundary } from './layout/route-error';
import { PATHS, type RouteName } from './paths';

interface Screen {
  path: string;
  element: ReactNode;
  loaded: () => boolean;
  /** Fetches the screen's chunk; once it is in, the screen renders without suspending. */
  preload: () => Promise<unknown>;
}

/** The catalogues of the screen at `path` (a PATHS value, or '*'); none for one not translated. */
function catalogsOf(path: string): readonly CatalogName[] | undefined {
  const name = (Object.keys(PATHS) as RouteName[]).find((key) => PATHS[key] === path);
  return SCREEN_CATALOGS[name ?? 'notFound'];
}

function screen(path: string, load: () => Promise<{ default: ComponentType }>): Screen {
  const catalogs = catalogsOf(path);
  let Loaded: ComponentType | null = null;
  const preload = () =>
    Promise.all([load(), loadScreenCatalogs(catalogs ?? [])]).then(([module]) => {
      Loaded ??= catalogs ? module.default : untranslated(module.default);
      return module;
    });
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  const Screen = () => (Loaded ? <Loaded /> : <Lazy />);
  return { path, element: <Screen />, loaded: () => Loaded !== null, preload };
}

/**
 * A screen not translated yet (it has no catalogues) says it is in English, so a screen reader on
 * a Hindi page reads it with an English voice. display: contents leaves the layout as it is.
 */
function untranslated(Page: ComponentType): ComponentType {
  return function UntranslatedScreen() {
    return (
      <div lang="en" className="contents">
        <Page />
      </div>
    );
  };
}

const SCREENS: Screen[] = [
  screen(PATHS.home, () => import('./pages/home/home-page')),
  screen(PATHS.joinUs, () => import('./pages/join-us/join-us-page')),
  screen(PATHS.signupVolunteer, () => import('./pages/signup-volunteer/signup-volunteer-page')),
  screen(PATHS.signupNgo, () => import('./pages/signup-ngo/signup-ngo-page')),
  screen(PATHS.ngoList, () => import('./pages/ngo-list/ngo-list-page')),
  screen(PATHS.login, () => import('./pages/login/login-page')),
  screen(PATHS.contact, () => import('./pages/contact/contact-page')),
  screen(PATHS.successStories, () => import('./pages/success-stories/success-stories-page')),
  screen(PATHS.faq, () => import('./pages/faq/faq-page')),
  screen(
    PATHS.volunteerDashboard,
    () => import('./pages/volunteer-dashboard/volunteer-dashboard-page'),
  ),
  screen(
    PATHS.volunteerSessions,
    () => import('./pages/volunteer-sessions/volunteer-sessions-page'),
  ),
  screen(
    PATHS.volunteerRequests,
    () => import('./pages/volunteer-requests/volunteer-requests-page'),
  ),
  screen(
    PATHS.volunteerPreferences,
    () => import('./pages/volunteer-preferences/volunteer-preferences-page'),
  ),
  screen(
    PATHS.volunteerCertificates,
    () => import('./pages/volunteer-certificates/volunteer-certificates-page'),
  ),
  screen(PATHS.volunteerChecks, () => import('./pages/volunteer-checks/volunteer-checks-page')),
  screen(
    PATHS.volunteerMatching,
    () => import('./pages/volunteer-matching/volunteer-matching-page'),
  ),
  screen(
    PATHS.safeguardingCourse,
    () => import('./pages/safeguarding-course/safeguarding-course-page'),
  ),
  screen(PATHS.ngoDashboard, () => import('./pages/ngo-dashboard/ngo-dashboard-page')),
  screen(PATHS.ngoClass, () => import('./pages/ngo-class/ngo-class-page')),
  screen(PATHS.resetPassword, () => import('./pages/reset-password/reset-password-page')),
  screen(PATHS.operatorSignIn, () => import('./pages/operator-sign-in/operator-sign-in-page')),
  screen(PATHS.operatorWelcome, () => import('./pages/operator-welcome/operator-welcome-page')),
  screen(PATHS.operator, () => import('./pages/operator/operator-page')),
  screen(PATHS.operatorAudit, () => import('./pages/operator-audit/operator-audit-page')),
  screen(PATHS.operatorReports, () => import('./pages/operator-reports/operator-reports-page')),
  screen(PATHS.privacy, () => import('./pages/privacy/privacy-page')),
  screen(PATHS.account, () => import('./pages/account/account-page')),
  screen(PATHS.confirmEmail, () => import('./pages/confirm-email/confirm-email-page')),
  screen(PATHS.stopCityEmails, () => import('./pages/stop-city-emails/stop-city-emails-page')),
  screen(PATHS.teamInvitation, () => import('./pages/team-invitation/team-invitation-page')),
  screen(PATHS.verify, () => import('./pages/verify/verify-page')),
  screen(PATHS.operatorMetrics, () => import('./pages/operator-metrics/operator-metrics-page')),
  screen(PATHS.operatorAccounts, () => import('./pages/operator-accounts/operator-accounts-page')),
  screen(PATHS.operatorNgos, () => import('./pages/operator-ngos/operator-ngos-page')),
  screen(PATHS.operatorMail, () => import('./pages/operator-mail/operator-mail-page')),
  screen(PATHS.checksReferences, () => import('./pages/checks-references/checks-references-page')),
  screen(PATHS.reference, () => import('./pages/reference/reference-page')),
  screen(PATHS.checkIn, () => import('./pages/check-in/check-in-page')),
  screen(
    PATHS.operatorReferences,
    () => import('./pages/operator-references/operator-references-page'),
  ),
  screen(
    PATHS.operatorDocuments,
    () => import('./pages/operator-documents/operator-documents-page'),
  ),
  screen(PATHS.operatorDocument, () => import('./pages/operator-document/operator-document-page')),
  screen(PATHS.checksDocuments, () => import('./pages/checks-documents/checks-documents-page')),
  screen(PATHS.stillTeaching, () => import('./pages/still-teaching/still-teaching-page')),
  screen(PATHS.joinClass, () => import('./pages/join-class/join-class-page')),
  screen(PATHS.impact, () => import('./pages/impact/impact-page')),
  screen('*', () => import('./pages/not-found/not-found-page')),
];

/** The screen the router shows at `pathname` (any letter case, as <Routes> matches). */
function screenAt(pathname: string): Screen {
  return (
    SCREENS.find(
      ({ path }) => path !== '*' && matchPath({ path, caseSensitive: false, end: true }, pathname),
    ) ?? SCREENS[SCREENS.length - 1]!
  );
}

/** Runs `then` once the screen at `pathname` is loaded (at once when it is), or failed to. */
function whenLoaded(pathname: string, then: () => void): void {
  const target = screenAt(pathname);
  if (target.loaded()) then();
  else void target.preload().then(then, then);
}

/**
 * Loads the chunk of the screen at `hash` (as in location.hash). main.tsx waits for it before
 * the first render: a first render that suspended would show the empty fallback and then hold
 * the page back for React's reveal throttle (300 ms), delaying its first meaningful paint.
 */
export function preloadScreenAt(hash: string): Promise<unknown> {
  return screenAt(parsePath(hash.replace(/^#/, '')).pathname || '/').preload();
}

// The address and the location the app shows. The history is listened to from the start, so a
// hash changed before the first render (a quick Back, a test moving on at once) is followed.
const history = createHashHistory({ v5Compat: true });
let shown: { action: NavigationType; location: Location } = {
  action: history.action,
  location: history.location,
};
const watchers = new Set<() => void>();
/** Counts navigations: only the latest one is carried out and shown. */
let latest = 0;

history.listen(({ action, location }) => {
  const id = ++latest;
  whenLoaded(location.pathname, () => {
    if (id !== latest) return;
    shown = { action, location };
    for (const watcher of watchers) watcher();
  });
});

const pathnameOf = (to: To) =>
  (typeof to === 'string' ? parsePath(to).pathname : to.pathname) ?? shown.location.pathname;

/** For links and navigate(): the address changes once the target screen can show. */
const navigator: Navigator = {
  createHref: (to) => history.createHref(to),
  createURL: (to) => history.createURL(to),
  encodeLocation: (to) => history.encodeLocation(to),
  go: (delta) => history.go(delta),
  push(to, state) {
    const id = ++latest;
    whenLoaded(pathnameOf(to), () => id === latest && history.push(to, state));
  },
  replace(to, state) {
    const id = ++latest;
    whenLoaded(pathnameOf(to), () => id === latest && history.replace(to, state));
  },
};

const subscribe = (watcher: () => void) => {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
};

export function AppRouter() {
  const { action, location } = useSyncExternalStore(subscribe, () => shown);
  return (
    <Router location={location} navigationType={action} navigator={navigator}>
      <RouteErrorBoundary>
        <Routes>
          <Route element={<Layout />}>
            {SCREENS.map(({ path, element }) => (
              <Route key={path} path={path} element={element} />
            ))}
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </Router>
  );
}
