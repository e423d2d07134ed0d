// Every route path of the app, in one place (SPEC.md §2 route table).
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

/** Navigation state the home page reads to scroll to its success stories (SPEC.md §2). */
export const SCROLL_TO_SUCCESS = 'success';
