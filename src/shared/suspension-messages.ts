// The codes and messages of a suspension, without zod: the login form imports them,
// and /login stays free of the schema library (docs/decisions/0018, route budget).
export const SUSPENSION_CODES = {
  /** Login (or any request) of an account an operator suspended. */
  suspended: 'account-suspended',
  /** Suspending an account that is already suspended. */
  alreadySuspended: 'already-suspended',
  /** Reinstating an account that is not suspended. */
  notSuspended: 'not-suspended',
  /** Operators are not suspended from this screen. */
  operator: 'operator-account',
  notFound: 'account-not-found',
} as const;

export const SUSPENSION_MESSAGES = {
  suspended:
    'This account is suspended. If you think this is a mistake, please contact us through the Contact page.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  operator: 'Operator accounts cannot be suspended here.',
  notFound: 'No such volunteer or NGO account.',
} as const;
