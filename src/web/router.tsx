// Hash routes (SPEC.md §2). Each screen is its own chunk, loaded when first visited.
import { createHashRouter } from 'react-router';
import { Layout } from './layout/layout';
import { RouteError } from './layout/route-error';
import { PATHS } from './paths';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const router = createHashRouter([
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      { path: PATHS.home, lazy: page(() => import('./pages/home/home-page')) },
      { path: PATHS.joinUs, lazy: page(() => import('./pages/join-us/join-us-page')) },
      { path: PATHS.signupVolunteer, lazy: page(() => import('./pages/signup-volunteer/signup-volunteer-page')) },
      { path: PATHS.signupNgo, lazy: page(() => import('./pages/signup-ngo/signup-ngo-page')) },
      { path: PATHS.ngoList, lazy: page(() => import('./pages/ngo-list/ngo-list-page')) },
      { path: PATHS.login, lazy: page(() => import('./pages/login/login-page')) },
      { path: PATHS.contact, lazy: page(() => import('./pages/contact/contact-page')) },
      { path: PATHS.successStories, lazy: page(() => import('./pages/success-stories/success-stories-page')) },
      { path: PATHS.faq, lazy: page(() => import('./pages/faq/faq-page')) },
      { path: PATHS.volunteerDashboard, lazy: page(() => import('./pages/volunteer-dashboard/volunteer-dashboard-page')) },
      { path: PATHS.volunteerMatching, lazy: page(() => import('./pages/volunteer-matching/volunteer-matching-page')) },
      { path: PATHS.ngoDashboard, lazy: page(() => import('./pages/ngo-dashboard/ngo-dashboard-page')) },
      { path: PATHS.resetPassword, lazy: page(() => import('./pages/reset-password/reset-password-page')) },
      { path: '*', lazy: page(() => import('./pages/not-found/not-found-page')) },
    ],
  },
]);
