// Who sees a partner's contact details and where the class happens, and which partnerships run
// (sessions, reminders, session mails): one definition, read both in TypeScript and in SQL
// (docs/decisions/0026-one-contact-rule.md). Each condition below is written once as a pair: a
// check on the facts a query selected, and the SQL fragment that computes the same thing in a
// WHERE or select list. Every reader takes one of the rules at the bottom, never the parts.
import { and, getTableName, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { accountSuspensions, connectionRequests, ngoListings } from '../db/schema';
import type { RequestStatus } from '../db/schema';
import { isVerifiedOwner } from '../verification/verified';

/**
 * A column named with its table: drizzle leaves the table out of a one-table select list, and in
 * a correlated subquery an unqualified name could bind to the inner table. The fragments below
 * therefore need connection_requests and ngo_listings in the query under their own names.
 */
const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

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
}

/** The facts, to spread into a select over connection_requests joined with ngo_listings. */
export const partnershipFacts = {
  status: sql<RequestStatus>`${qualified(connectionRequests.status)}`,
  paused: partnershipPaused,
  sideSuspended: eitherSideSuspended,
  verified: isVerifiedOwner(ownerUid),
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

/**
 * A partnership runs: accepted, and no suspension touches it. Only then are its sessions rolled
 * forward, reminded, cancelled or moved (with a mail to the other side), and listed as coming up.
 * A revoked or missing verification does not stop it; it only hides the details below.
 */
export const running = rule(accepted, unsuspended);

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
