// Deleting one's own account (DPDP Act, 2023). In ONE transaction: the account's user row is
// locked first (FOR UPDATE), as a suspension locks it and every other change of the account's
// rows holds it first (src/server/accounts/hold-account.ts), so each of those waits for the
// deletion or the deletion for it, never both at once; then the profile row; then the account's
// open requests are locked as the request state machine locks them (FOR UPDATE), pending ones
// withdrawn and accepted partnerships ended, then the user row goes and the foreign keys take
// everything personal with it:
//   user → session, account (the password hash), volunteers → connection_requests →
//   paused_partnerships, vetting_documents (the uploaded files, at once); volunteer_registrations; ngos → ngo_listings → connection_requests,
//   ngo_needs, ngo_verifications, ngo_calendar_entries, ngo_calendars, ngo_members,
//   ngo_invitations, ngo_team_events (an NGO's coordinators' accounts are deleted with it, by
//   hand; a coordinator's own deletion leaves the NGO, decision 0036); email_confirmations;
//   account_suspensions; operators; consents; session_notes the account wrote (all ON DELETE
//   CASCADE); reports keep the concern with reporter_uid / subject_uid set null. The NGO's notes
//   on a deleted volunteer's sessions stay with the class, without the session
//   (docs/decisions/0032-session-notes.md).
// Reset links (verification rows valued with the user id) and contact-form messages sent from the
// account's address are deleted by hand. The audit log holds only opaque ids and is kept.
// The partners are told in the same transaction (the caller writes their mails to the outbox),
// each in their own language.
import { and, asc, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  account,
  connectionRequests,
  feedback,
  ngoListings,
  ngoMembers,
  ngos,
  ngoTeamEvents,
  user,
  verification,
  volunteers,
  mailOutbox,
} from '../db/schema';
import { selectRequests } from '../db/joins';
import { withRetry } from '../db/retry-transaction';
import { asLocale } from '../accounts/account-language';
import { lockAccountRow } from '../accounts/hold-account';
import { announcePublicChange } from '../public-cache/channel';
import { isDemoEmail } from '../demo/demo-identity';
import { accountSuspended } from '../partnerships/contact-rule';
import type { PublicReads } from '../public-cache/public-reads';
import type { PasswordHashing } from '../accounts/password';
import type { PartnerNotice } from './emails';
import type { AccountRole } from '../../shared/roles';

export type DeleteOutcome =
  | { kind: 'deleted'; notices: Omit<PartnerNotice, 'url'>[]; role: AccountRole }
  | { kind: 'wrong-password' }
  | { kind: 'demo' }
  | { kind: 'not-a-person' }
  | { kind: 'gone' };

/** Checks the password against the stored hash (argon2; outside any transaction). */
async function passwordMatches(
  { db, passwords }: Pick<DeleteDeps, 'db' | 'passwords'>,
  userId: string,
  password: string,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (!row?.hash) return false;
  return passwords.verify({ hash: row.hash, password });
}

interface DeleteDeps {
  db: Db;
  publicReads: PublicReads;
  /** The app's (passwordHashing in auth-sessions/auth.ts). */
  passwords: PasswordHashing;
}

export async function deleteOwnAccount(
  deps: DeleteDeps,
  userId: string,
  password: string,
  /** Writes the partners' notices in the deletion's transaction (the outbox, decision 0030). */
  alongWith?: (tx: Tx, notices: Omit<PartnerNotice, 'url'>[]) => Promise<void>,
): Promise<DeleteOutcome> {
  const { db, publicReads } = deps;
  const [me] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!me) return { kind: 'gone' };
  if (isDemoEmail(me.email)) return { kind: 'demo' };
  if (!(await passwordMatches(deps, userId, password))) return { kind: 'wrong-password' };

  // Retried as withRetry says: a change that still takes the account's rows before its user row
  // (against hold-account.ts's order) can deadlock with us, and PostgreSQL ends the one that
  // waited first, which is mostly us (we ask for the profile right after the user row).
  const outcome = await withRetry(db, async (tx) => {
    const done = await deleteLocked(tx, userId, alongWith);
    // The listing disappears and partnerships end, so /ngoList and matching change; every
    // instance hears of it at commit (as publicReads.write would announce it).
    await announcePublicChange(tx);
    return done;
  });
  publicReads.invalidate();
  return outcome;
}

/** The deletion's transaction, from its first lock (the user row) to the partners' notices. */
async function deleteLocked(
  tx: Tx,
  userId: string,
  alongWith?: (tx: Tx, notices: Omit<PartnerNotice, 'url'>[]) => Promise<void>,
): Promise<DeleteOutcome> {
  const me = await lockAccountRow(tx, userId);
  if (!me) return { kind: 'gone' };
  const [volunteer] = await tx
    .select({ name: volunteers.fullName })
    .from(volunteers)
    .where(eq(volunteers.userId, userId))
    .for('update');
  const [ngo] = volunteer
    ? []
    : await tx.select({ name: ngos.ngoName }).from(ngos).where(eq(ngos.uid, userId)).for('update');
  if (!volunteer && !ngo) {
    // A coordinator (decision 0036): their account and membership go, the NGO stays; the
    // team's history keeps that they left, without their address.
    const [member] = await tx
      .select({ ngoUid: ngoMembers.ngoUid })
      .from(ngoMembers)
      .where(eq(ngoMembers.userId, userId))
      .for('update');
    if (!member) return { kind: 'not-a-person' };
    await tx
      .update(ngoTeamEvents)
      .set({ subjectEmail: '' })
      .where(
        or(
          eq(ngoTeamEvents.subjectUid, userId),
          and(eq(ngoTeamEvents.ngoUid, member.ngoUid), eq(ngoTeamEvents.subjectEmail, me.email)),
        ),
      );
    await tx.insert(ngoTeamEvents).values({
      ngoUid: member.ngoUid,
      event: 'left',
      actorUid: userId,
      subjectUid: userId,
      subjectEmail: '',
    });
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, me.email));
    const gone = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    if (gone.length === 0) return { kind: 'gone' };
    await alongWith?.(tx, []);
    return { kind: 'deleted', notices: [], role: 'ngo' };
  }

  const notices = volunteer
    ? await closeVolunteerRequests(tx, userId, volunteer.name)
    : await closeNgoRequests(tx, userId, ngo!.name);

  if (ngo) {
    // The NGO's coordinators act for it alone: their accounts go with it (and their sessions).
    await tx
      .delete(user)
      .where(
        inArray(
          user.id,
          tx
            .select({ id: ngoMembers.userId })
            .from(ngoMembers)
            .where(eq(ngoMembers.ngoUid, userId)),
        ),
      );
  }
  await tx.delete(verification).where(eq(verification.value, userId));
  await tx.delete(feedback).where(sql`lower(${feedback.email}) = ${me.email.toLowerCase()}`);
  // Mails to the person, sent or waiting, name them: they go with the account.
  await tx.delete(mailOutbox).where(eq(mailOutbox.recipient, me.email));
  const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
  if (deleted.length === 0) return { kind: 'gone' };
  await alongWith?.(tx, notices);
  return { kind: 'deleted', notices, role: volunteer ? 'volunteer' : 'ngo' };
}

/** The volunteer's open requests, locked, closed; one notice per NGO that saw them. */
async function closeVolunteerRequests(tx: Tx, userId: string, volunteerName: string) {
  const open = await selectRequests(tx, {
    id: connectionRequests.id,
    status: connectionRequests.status,
    ownerUid: ngoListings.ownerUid,
  })
    .where(
      and(
        eq(connectionRequests.volunteerUid, userId),
        inArray(connectionRequests.status, ['pending', 'accepted']),
      ),
    )
    .orderBy(asc(connectionRequests.id))
    .for('update', { of: connectionRequests });
  await closeRequests(tx, open);
  const owners = [...new Set(open.map((r) => r.ownerUid).filter((u): u is string => !!u))];
  if (owners.length === 0) return [];
  const partners = await tx
    .select({ uid: ngos.uid, name: ngos.ngoName, email: ngos.email, language: user.language })
    .from(ngos)
    .innerJoin(user, eq(user.id, ngos.uid))
    // A suspended account gets only its suspension and reinstatement mail (contact-rule.ts).
    .where(and(inArray(ngos.uid, owners), not(accountSuspended(ngos.uid))));
  return noticesOf(open, (r) => r.ownerUid, partners, volunteerName, 'volunteer');
}

/**
 * The NGO's open requests, locked, closed; one notice per volunteer. The requests are locked
 * before the listing, the order an accept takes them (request, then listing), so the two cannot
 * deadlock; with the listing locked no new Connect can arrive (it holds the listing FOR SHARE),
 * and a second read takes any that arrived meanwhile.
 */
async function closeNgoRequests(tx: Tx, userId: string, ngoName: string) {
  const openOf = (listingIds: number[]) =>
    tx
      .select({
        id: connectionRequests.id,
        status: connectionRequests.status,
        volunteerUid: connectionRequests.volunteerUid,
      })
      .from(connectionRequests)
      .where(
        and(
          inArray(connectionRequests.listingId, listingIds),
          inArray(connectionRequests.status, ['pending', 'accepted']),
        ),
      )
      .orderBy(asc(connectionRequests.id))
      .for('update');
  const ids = (
    await tx
      .select({ id: ngoListings.id })
      .from(ngoListings)
      .where(eq(ngoListings.ownerUid, userId))
  ).map((l) => l.id);
  if (ids.length === 0) return [];
  await openOf(ids);
  await tx
    .select({ id: ngoListings.id })
    .from(ngoListings)
    .where(inArray(ngoListings.id, ids))
    .for('update');
  const open = await openOf(ids);
  await closeRequests(tx, open);
  if (open.length === 0) return [];
  const partners = await tx
    .select({
      uid: volunteers.userId,
      name: volunteers.fullName,
      email: volunteers.email,
      language: user.language,
    })
    .from(volunteers)
    .innerJoin(user, eq(user.id, volunteers.userId))
    .where(
      and(
        inArray(
          volunteers.userId,
          open.map((r) => r.volunteerUid),
        ),
        not(accountSuspended(volunteers.userId)),
      ),
    );
  return noticesOf(open, (r) => r.volunteerUid, partners, ngoName, 'ngo');
}

/** One notice per closed request whose partner may be mailed (`partners`), in their language. */
function noticesOf<R extends { status: string }>(
  open: R[],
  partnerOf: (request: R) => string | null,
  partners: { uid: string; name: string; email: string; language: string }[],
  leaverName: string,
  leaver: AccountRole,
): Omit<PartnerNotice, 'url'>[] {
  return open.flatMap((r) => {
    const p = partners.find((x) => x.uid === partnerOf(r));
    if (!p) return [];
    return [
      {
        to: p.email,
        language: asLocale(p.language),
        partnerName: p.name,
        leaverName,
        leaver,
        was: r.status as 'pending' | 'accepted',
      },
    ];
  });
}

const CLOSED = [
  ['pending', 'withdrawn'],
  ['accepted', 'ended'],
] as const;

/**
 * Pending → withdrawn, accepted → ended, as the state machine would (the rows are locked). The
 * rows then go with the account (cascade): the state change is what a concurrent accept or end,
 * waiting on the same lock, would otherwise race.
 */
async function closeRequests(tx: Tx, open: { id: number; status: string }[]) {
  const now = new Date();
  for (const [from, to] of CLOSED) {
    const ids = open.filter((r) => r.status === from).map((r) => r.id);
    if (ids.length === 0) continue;
    await tx
      .update(connectionRequests)
      .set({ status: to, updatedAt: now })
      .where(and(inArray(connectionRequests.id, ids), eq(connectionRequests.status, from)));
  }
}
