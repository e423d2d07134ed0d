// What the service worker keeps for reading offline (docs/decisions/0049-installable-offline.md).
// Plain data: vite.config.ts reads this file when it builds the worker.

/** The Cache Storage cache of the signed-in person's answers: emptied on sign-in, sign-out, 401. */
export const ANSWERS_CACHE = 'setu-answers';
/** The last index.html the network gave, for opening Setu offline. */
export const PAGES_CACHE = 'setu-pages';
/** What the worker posts to the page when it answered from ANSWERS_CACHE. */
export const FROM_CACHE_MESSAGE = 'setu-from-cache';

/**
 * The GET /api answers behind the dashboards, the sessions list, class notes and certificates
 * (each screen's api-calls.ts): kept, network first, so the last ones stay readable offline.
 * Every other /api answer goes to the network only.
 */
export const OFFLINE_READABLE_ANSWERS = [
  'volunteer/dashboard',
  'volunteer-preferences',
  'requests',
  'matches/best',
  'sessions',
  'session-notes/',
  'certificates',
  'safeguarding-course',
  'vetting/checklist',
  'ngo/dashboard',
  'ngo-profile',
  'ngo/classes',
  'ngo/terms',
  'ngo/team',
  'ngo/verification',
];

/**
 * Matches the URL of one of those answers, query string included (Workbox tests a RegExp against
 * the whole address; for another origin it must match from its start, which this never does).
 */
export const OFFLINE_READABLE_PATTERN = new RegExp(
  `/api/(${OFFLINE_READABLE_ANSWERS.map((path) =>
    path.endsWith('/') ? `${path}.+` : `${path}([/?].*)?`,
  ).join('|')})$`,
);
