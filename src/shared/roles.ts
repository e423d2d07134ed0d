// One word in code for who someone is in Setu: a role. The spec's user types, "Volunteer" and
// "NGO" (USER_TYPES in options.ts), appear only where the spec shows them: the login and sign-up
// forms, the stored userType, and the API fields named after them.

/** Every role in Setu's code. */
export type Role = 'volunteer' | 'ngo' | 'operator';

/** The role of a person's account, one side of a match: operators have no profile. */
export type AccountRole = Exclude<Role, 'operator'>;
