// Who sees a partner's contact details and where the class happens, and which partnerships run
// (sessions, reminders, session mails): one definition, read both in TypeScript and in SQL
// (docs/decisions/0026-one-contact-rule.md). Each condition below is written once as a pair: a
// check on the facts a query selected, and the SQL fragment that computes the same thing in a
// WHERE or select list. Every reader takes one of the rules at the bottom, never the parts.
import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { qualified } from '../db/qualified';
import {
  accountSuspensions,
  connectionRequests,
  ngoListings,
  partnershipGateHolds,
} from '../db/schema';
import type { RequestStatus } from '../db/schema';
import { isVerifiedOwner } from '../verification/verified';

// The fragments below name their columns with their tables (db/qualified.ts), so they need
// connection_requests and ngo_listings in the query under their own names.
const requestId = qualified(connectionRequests.id);
const volunteerUid = qualified(connectionRequests.volunteerUid);
const ownerUid = qualified(ngoListings.ownerUid);

/** SQL: true while the account is suspended (src/server/suspension). */
export const accountSuspended = (uid: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${accountSuspensions} where ${accountSuspensions.userId} = ${uid})`;

/**
 * SQL: true while a suspension pauses the partnership. The request stays 'accepted'; a row in
 * paused_partnerships says it is paused, and reinstatement deletes it.
 */
export const partnershipPaused = sql<boolean>`exists (select 1 from "paused_partnerships" where "paused_partnerships"."request_id" = ${requestId})`;

/**
 * SQL: true while the gate holds the partnership: its volunteer lacks a required check valid now
 * (src/server/vetting-gate, docs/decisions/0041-vetting-gate.md).
 */
export const partnershipHeld = sql<boolean>`exists (select 1 from "partnership_gate_holds" where "partnership_gate_holds"."request_id" = ${requestId} and "partnership_gate_holds"."released_at" is null)`;

/** SQL: when the gate last let the partnership go ahead; null when it never held it. */
export const gateReleasedAt =
  sql<Date | null>`(select "partnership_gate_holds"."released_at" from "partnership_gate_holds" where "partnership_gate_holds"."request_id" = ${requestId})`.mapWith(
    partnershipGateHolds.releasedAt,
  );

/** SQL: true while either side's account is suspended. */
const eitherSideSuspended = sql<boolean>`(${accountSuspended(volunteerUid)} or ${accountSuspended(ownerUid)})`;

/** What the rules are decided on, as `partnershipFacts` selects them. */
export interface PartnershipFacts {
  status: RequestStatus;
  /** A suspension paused it (paused_partnerships). */
  paused: boolean;
  /** The volunteer's or the NGO's account is suspended now. */
  sideSuspended: boolean;
  /** The NGO is verified now (a revocation or a new submission takes it back). */
  verified: boolean;
  /** The gate holds it: the volunteer's required checks are not all valid. */
  held: boolean;
}

/** The facts, to spread into a select over connection_requests joined with ngo_listings. */
export const partnershipFacts = {
  status: sql<RequestStatus>`${qualified(connectionRequests.status)}`,
  paused: partnershipPaused,
  sideSuspended: eitherSideSuspended,
  verified: isVerifiedOwner(ownerUid),
  held: partnershipHeld,
};

interface Condition {
  holds(facts: PartnershipFacts): boolean;
  sql: SQL;
}

const accepted: Condition = {
  holds: (p) => p.status === 'accepted',
  sql: sql`${qualified(connectionRequests.status)} = 'accepted'`,
};
/** No suspension touches it: not paused, and neither side suspended (an ended one is not paused). */
const unsuspended: Condition = {
  holds: (p) => !p.paused && !p.sideSuspended,
  sql: sql`not ${partnershipPaused} and not ${eitherSideSuspended}`,
};
/** The gate does not hold it: every check its listing requires of the volunteer is valid. */
const checksHeld: Condition = {
  holds: (p) => !p.held,
  sql: sql`not ${partnershipHeld}`,
};
const verified: Condition = {
  holds: (p) => p.verified,
  sql: sql`${isVerifiedOwner(ownerUid)}`,
};

function rule(...conditions: Condition[]) {
  return {
    holds: (facts: PartnershipFacts) => conditions.every((c) => c.holds(facts)),
    sql: sql<boolean>`(${and(...conditions.map((c) => c.sql))})`,
  };
}

/**
 * A partnership may be mailed about, or about its past sessions (the attendance nudge): no
 * suspension touches it. A suspended account gets only its suspension and reinstatement mail.
 */
export const mailable = rule(unsuspended);

/** No suspension touches it: the same rule as `mailable`, named for the lists that show "paused". */
export const untouchedBySuspension = mailable;

/**
 * A partnership runs: accepted, no suspension touches it, and the gate does not hold it. Only
 * then are its sessions rolled forward, reminded, cancelled or moved (with a mail to the other
 * side), and listed as coming up. A revoked or missing verification does not stop it; it only
 * hides the details below.
 */
export const running = rule(accepted, unsuspended, checksHeld);

/** An accepted partnership a suspension pauses (the lists say "paused" for this one only). */
export const pausedBySuspension = {
  holds: (facts: PartnershipFacts) => facts.status === 'accepted' && !unsuspended.holds(facts),
};

/**
 * An accepted partnership the gate holds, and no suspension pauses (that one says "paused").
 * Each side still sees the other's contact details: the coordinator and the volunteer may need
 * to talk about the checks; only the sessions wait (docs/decisions/0041-vetting-gate.md).
 */
export const waitingForChecks = {
  holds: (facts: PartnershipFacts) =>
    facts.status === 'accepted' && unsuspended.holds(facts) && facts.held,
};

/**
 * Each side sees the other's contact details, and the volunteer sees the venue or meeting link:
 * a running partnership with a verified NGO. The requests lists, the sessions, the calendar file,
 * the own-data export, the acceptance email and the reminders all ask this.
 */
export const detailsShared = rule(accepted, unsuspended, verified);

/**
 * Notes may be written on a partnership's past sessions, and the class's notes read before its
 * sessions: no suspension touches it (src/server/session-notes). An ended partnership's past
 * sessions may still get their notes.
 */
export const notesOpen = rule(unsuspended);

/**
 * SQL: who teaches a session: the volunteer covering it (teaching_sessions.covered_by, src/server/
 * substitutes), else the partnership's own. Needs teaching_sessions and connection_requests in
 * the query under their own names.
 */
export const sessionTeacher = sql<string>`coalesce("teaching_sessions"."covered_by", ${volunteerUid})`;

/**
 * The side a user is on for one session. A substitute is its volunteer side for that session
 * only, and the partnership's volunteer is not, while it is covered: the substitute sees its
 * venue or meeting link (as detailsShared lets the partnership's volunteer), reads its class's
 * notes, is reminded of it and confirms teaching it; nothing else of the partnership
 * (docs/decisions/0042-substitutes.md).
 */
export function sessionSide(
  s: { teacherUid: string; ownerUid: string | null },
  uid: string,
): 'volunteer' | 'ngo' | null {
  return s.teacherUid === uid ? 'volunteer' : s.ownerUid === uid ? 'ngo' : null;
}
