// Sign-up writes the better-auth user and credential account, the profile and (for volunteers)
// the registration record in ONE transaction (docs/decisions/0001): nothing half-written remains.
import crypto from 'node:crypto';
import type { NgoSignup, VolunteerSignup } from '../../shared/schemas';
import { DEFAULT_LOCALE, type Locale } from '../../shared/locales';
import { CONSENT_TEXT_VERSION, SIGNUP_CONSENT_KIND } from '../../shared/own-data';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { account, consents, ngos, user, volunteerRegistrations, volunteers } from '../db/schema';
import { ARGON2ID, type PasswordHashing } from './password';

export class EmailTakenError extends Error {
  constructor(readonly email: string) {
    super(`An account with ${email} already exists.`);
    this.name = 'EmailTakenError';
  }
}

/** What a sign-up writes with itself, in its transaction: the confirmation mail (decision 0030). */
export type SignUpAlongWith = (
  tx: Tx,
  account: { id: string; name: string; email: string; language: Locale },
) => Promise<void>;

export interface SignUpOptions {
  alongWith?: SignUpAlongWith;
  /** The app's (passwordHashing); argon2id for the seeds and tools. */
  hash?: PasswordHashing['hash'];
}

/**
 * better-auth's email-and-password account of a user, as its sign-in reads it. An operator added
 * without a password has none until the one-time link sets it.
 */
export function insertPasswordAccount(
  tx: Pick<Tx, 'insert'>,
  userId: string,
  passwordHash: string | null,
) {
  return tx.insert(account).values({
    id: crypto.randomUUID(),
    userId,
    accountId: userId,
    providerId: 'credential',
    password: passwordHash,
  });
}

async function createAccount(
  db: Db,
  fields: { name: string; email: string; password: string; language?: Locale },
  /** Writes the role's profile; `email` is the account's, trimmed and lower-cased. */
  writeProfile: (tx: Tx, userId: string, email: string) => Promise<void>,
  { alongWith, hash = ARGON2ID.hash }: SignUpOptions,
): Promise<string> {
  const email = fields.email.trim().toLowerCase();
  // The slow argon2 hash runs before the transaction, so no connection is held open for it.
  const passwordHash = await hash(fields.password);
  const userId = crypto.randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(user).values({
        id: userId,
        name: fields.name,
        email,
        emailVerified: false,
        language: fields.language ?? DEFAULT_LOCALE,
      });
      await insertPasswordAccount(tx, userId, passwordHash);
      await writeProfile(tx, userId, email);
      // The agree checkbox (the schemas require it): which terms, and when (DPDP Act consent).
      await tx
        .insert(consents)
        .values({ userId, kind: SIGNUP_CONSENT_KIND, textVersion: CONSENT_TEXT_VERSION });
      await alongWith?.(tx, {
        id: userId,
        name: fields.name,
        email,
        language: fields.language ?? DEFAULT_LOCALE,
      });
    });
  } catch (error) {
    // Two sign-ups racing for one email: the loser hits user.email's unique index.
    if (isUniqueViolation(error)) throw new EmailTakenError(email);
    throw error;
  }
  return userId;
}

export function createVolunteerAccount(
  db: Db,
  input: VolunteerSignup,
  options: SignUpOptions = {},
): Promise<string> {
  return createAccount(
    db,
    {
      name: input.fullName,
      email: input.email,
      password: input.password,
      language: input.language,
    },
    async (tx, userId, email) => {
      const profile = {
        fullName: input.fullName,
        email,
        phone: input.phone,
        location: input.location,
        skills: input.skills,
        ageGroup: input.ageGroup,
        bio: input.bio ?? '',
        reason: input.reason,
      };
      await tx.insert(volunteers).values({
        ...profile,
        userId,
        availability: [...input.availability],
        languages: [...input.languages],
      });
      await tx.insert(volunteerRegistrations).values({
        ...profile,
        uid: userId,
        availability: input.availability.join(', '),
        languages: input.languages.join(', '),
      });
    },
    options,
  );
}

export function createNgoAccount(
  db: Db,
  input: NgoSignup,
  options: SignUpOptions = {},
): Promise<string> {
  return createAccount(
    db,
    { name: input.ngoName, email: input.email, password: input.password, language: input.language },
    async (tx, userId, email) => {
      await tx.insert(ngos).values({
        uid: userId,
        ngoName: input.ngoName,
        contactPerson: input.contactPerson,
        email,
        phone: input.phone,
        location: input.location,
        website: input.website ?? '',
        areaOfWork: input.areaOfWork,
        volunteerReqs: input.volunteerReqs,
        schedule: input.schedule,
        description: input.description,
      });
    },
    options,
  );
}
