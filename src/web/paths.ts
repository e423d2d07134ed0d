// Every route path of the app, in one place (SPEC.md §2 route table), with its title.
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
  volunteerDashboard: '/volunteer-dashboard',
  volunteerMatching: '/volunteer-matching',
  ngoDashboard: '/ngo-dashboard',
  resetPassword: '/reset-password',
} as const;

export type RouteName = keyof typeof PATHS;

/** Each user type's own dashboard: where login leads and the top bar's "Dashboard" link. */
export const DASHBOARDS: Record<UserType, string> = {
  Volunteer: PATHS.volunteerDashboard,
  NGO: PATHS.ngoDashboard,
};

/** Each route's document title before " · Setu" (WCAG 2.4.2); home keeps the full name. */
export const PAGE_TITLES: Record<RouteName | 'notFound', string> = {
  home: 'Setu — volunteers and NGOs teaching children together',
  joinUs: 'Join the movement',
  signupVolunteer: 'Volunteer registration',
  signupNgo: 'NGO registration',
  ngoList: 'Partner NGOs',
  login: 'Log in',
  contact: 'Contact us',
  successStories: 'Success stories',
  faq: 'FAQs',
  volunteerDashboard: 'Volunteer dashboard',
  volunteerMatching: 'Find NGOs',
  ngoDashboard: 'NGO dashboard',
  resetPassword: 'Set a new password',
  notFound: 'Page not found',
};

/** The route showing `pathname`, matched as the router does (any case), or null. */
export function routeNameOf(pathname: string): RouteName | null {
  const name = (Object.keys(PATHS) as RouteName[]).find((key) =>
    matchPath({ path: PATHS[key], caseSensitive: false, end: true }, pathname),
  );
  return name ?? null;
}

/** The document title of the page at `pathname`. */
export function documentTitle(pathname: string): string {
  const name = routeNameOf(pathname);
  if (name === 'home') return PAGE_TITLES.home;
  return `${PAGE_TITLES[name ?? 'notFound']} · Setu`;
}

/** Navigation state the home page reads to scroll to its success stories (SPEC.md §2). */
export const SCROLL_TO_SUCCESS = 'success';
