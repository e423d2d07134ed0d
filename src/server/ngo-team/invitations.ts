// Invitations to an NGO's team (decision 0036): the owner invites an email, the link works for
// INVITATION_DAYS and once. Only the token's SHA-256 is stored, as for confirmation links.
// Accepting makes a new account (role NGO, through its membership) in one transaction with the
// invitation's row locked, so two acceptances at once make one account; a lost race on the email
// (someone signed up with it meanwhile) meets user.email's unique index and is refused the same way.
// The acceptance locks the NGO's row before the invitation's, as the NGO's deletion does.
import crypto from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { INVITATION_DAYS, TEAM_CODES, TEAM_MAX, TEAM_MESSAGES } from '../../shared/ngo-team';
import type { Locale } from '../../shared/locales';
import { insertPasswordAccount } from '../accounts/create-accounts';
import type { PasswordHashing } from '../accounts/password';
import type { Db, Tx } from '../db/client';
import { isUniqueViolation } from '../db/pg-errors';
import { ngoInvitations, ngoMembers, ngos, ngoTeamEvents, user } from '../db/schema';
import { hashToken } from '../email-confirmation/tokens';
import { apiError, codedError } from '../http/errors';
import { notForRole } from '../http/session';
import type { ActingNgo } from '../http/env';
import { writeMail } from '../mail/outbox';
import { invitationEmail } from './emails';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The open invitations of an NGO: neither used, revoked nor expired. */
export const openInvitation = (now: Date) =>
  and(
    isNull(ngoInvitations.usedAt),
    isNull(ngoInvitations.revokedAt),
    gt(ngoInvitations.expiresAt, now),
  );

/** The owner invites `email`; the mail goes into the outbox in the same transaction. */
export function invite(
  db: Db,
  ngo: ActingNgo,
  input: { email: string; language: Locale; acceptUrl: (token: string) => string; now: Date },
) {
  const token = crypto.randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    // The NGO's row orders its team's changes, so the team's size holds exactly.
    const [owner] = await tx
      .select({ ngoName: ngos.ngoName, email: ngos.email, inviter: user.name })
      .from(ngos)
      .innerJoin(user, eq(user.id, ngos.uid))
      .where(eq(ngos.uid, ngo.uid))
      .for('update', { of: ngos });
    if (!owner) throw notForRole('ngo');
    if (input.email === owner.email) {
      throw apiError(400, TEAM_MESSAGES.yourself, { email: TEAM_MESSAGES.yourself });
    }
    const [invited] = await tx
      .select({ id: ngoInvitations.id })
      .from(ngoInvitations)
      .where(
        and(
          eq(ngoInvitations.ngoUid, ngo.uid),
          eq(ngoInvitations.email, input.email),
          openInvitation(input.now),
        ),
      );
    if (invited) {
      throw apiError(409, TEAM_MESSAGES.alreadyInvited, { email: TEAM_MESSAGES.alreadyInvited });
    }
    const [members] = await tx
      .select({ n: count() })
      .from(ngoMembers)
      .where(eq(ngoMembers.ngoUid, ngo.uid));
    const [open] = await tx
      .select({ n: count() })
      .from(ngoInvitations)
      .where(and(eq(ngoInvitations.ngoUid, ngo.uid), openInvitation(input.now)));
    if (Number(members?.n ?? 0) + Number(open?.n ?? 0) >= TEAM_MAX) {
      throw apiError(409, TEAM_MESSAGES.teamFull);
    }
    const [row] = await tx
      .insert(ngoInvitations)
      .values({
        ngoUid: ngo.uid,
        email: input.email,
        tokenHash: hashToken(token),
        invitedBy: ngo.actorUid,
        expiresAt: new Date(input.now.getTime() + INVITATION_DAYS * DAY_MS),
        createdAt: input.now,
      })
      .returning({
        id: ngoInvitations.id,
        email: ngoInvitations.email,
        expiresAt: ngoInvitations.expiresAt,
        createdAt: ngoInvitations.createdAt,
      });
    await recordTeamEvent(tx, ngo, { event: 'invited', subjectUid: null, email: input.email });
    await writeMail(
      tx,
      {
        kind: 'team-invitation',
        ...invitationEmail({
          to: input.email,
          language: input.language,
          ngoName: owner.ngoName,
          inviterName: owner.inviter,
          days: INVITATION_DAYS,
          url: input.acceptUrl(token),
        }),
      },
      input.now,
    );
    return {
      id: row!.id,
      email: row!.email,
      expiresAt: row!.expiresAt.toISOString(),
      createdAt: row!.createdAt.toISOString(),
    };
  });
}

export function recordTeamEvent(
  tx: Pick<Tx, 'insert'>,
  ngo: Pick<ActingNgo, 'uid' | 'actorUid'>,
  event: {
    event: 'invited' | 'joined' | 'removed' | 'left';
    subjectUid: string | null;
    email: string;
  },
) {
  return tx.insert(ngoTeamEvents).values({
    ngoUid: ngo.uid,
    event: event.event,
    actorUid: ngo.actorUid,
    subjectUid: event.subjectUid,
    subjectEmail: event.email,
  });
}

type Refusal = keyof Pick<typeof TEAM_CODES, 'invalidLink' | 'expiredLink' | 'usedLink'>;

const refuse = (why: Refusal) => codedError(410, TEAM_MESSAGES[why], TEAM_CODES[why]);

/** What the acceptance page shows before the form: the NGO and the email invited. */
export async function invitationInfo(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({
      email: ngoInvitations.email,
      ngoName: ngos.ngoName,
      expiresAt: ngoInvitations.expiresAt,
      usedAt: ngoInvitations.usedAt,
      revokedAt: ngoInvitations.revokedAt,
    })
    .from(ngoInvitations)
    .innerJoin(ngos, eq(ngos.uid, ngoInvitations.ngoUid))
    .where(eq(ngoInvitations.tokenHash, hashToken(token)));
  if (!row || row.revokedAt) throw refuse('invalidLink');
  if (row.usedAt) throw refuse('usedLink');
  if (row.expiresAt <= now) throw refuse('expiredLink');
  return { email: row.email, ngoName: row.ngoName, expiresAt: row.expiresAt.toISOString() };
}

/** Accepts an invitation: a new account that coordinates the NGO. */
export async function acceptInvitation(
  db: Db,
  input: { token: string; name: string; password: string; language: Locale; now: Date },
  hash: PasswordHashing['hash'],
) {
  // The slow argon2 hash runs before the transaction, so no connection is held open for it.
  const passwordHash = await hash(input.password);
  const userId = crypto.randomUUID();
  try {
    return await db.transaction(async (tx) => {
      const tokenHash = hashToken(input.token);
      // The NGO's row before the invitation's: the order the NGO's deletion takes them (its row
      // FOR UPDATE, then the invitations by cascade). Locking the invitation first, and the NGO
      // only at the membership's foreign key, deadlocked with it. KEY SHARE is that foreign key's
      // own lock, so it holds up no profile edit. A deletion this waited for took the invitation
      // with the NGO: refused as an unknown link (tests/api/ngo-team.test.ts races the two).
      const [ngo] = await tx
        .select({ uid: ngos.uid })
        .from(ngoInvitations)
        .innerJoin(ngos, eq(ngos.uid, ngoInvitations.ngoUid))
        .where(eq(ngoInvitations.tokenHash, tokenHash))
        .for('key share', { of: ngos });
      if (!ngo) throw refuse('invalidLink');
      const [invitation] = await tx
        .select()
        .from(ngoInvitations)
        .where(eq(ngoInvitations.tokenHash, tokenHash))
        .for('update');
      if (!invitation || invitation.revokedAt) throw refuse('invalidLink');
      if (invitation.usedAt) throw refuse('usedLink');
      if (invitation.expiresAt <= input.now) throw refuse('expiredLink');
      const [taken] = await tx
        .select({ id: user.id })
        .from(user)
        .where(eq(sql`lower(${user.email})`, invitation.email));
      if (taken) throw codedError(409, TEAM_MESSAGES.emailTaken, TEAM_CODES.emailTaken);
      await tx
        .update(ngoInvitations)
        .set({ usedAt: input.now })
        .where(eq(ngoInvitations.id, invitation.id));
      await tx.insert(user).values({
        id: userId,
        name: input.name,
        email: invitation.email,
        // The link reached this address: it is confirmed.
        emailVerified: true,
        language: input.language,
      });
      await insertPasswordAccount(tx, userId, passwordHash);
      await tx
        .insert(ngoMembers)
        .values({ userId, ngoUid: invitation.ngoUid, invitedBy: invitation.invitedBy });
      await recordTeamEvent(
        tx,
        { uid: invitation.ngoUid, actorUid: userId },
        { event: 'joined', subjectUid: userId, email: invitation.email },
      );
      return { email: invitation.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw codedError(409, TEAM_MESSAGES.emailTaken, TEAM_CODES.emailTaken);
    }
    throw error;
  }
}
