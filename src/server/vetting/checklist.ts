// The volunteer's checklist: every check's state now, which of them they need, and which NGOs
// asked for the ones beyond Setu's minimum (docs/decisions/0037-vetting-checks.md).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings } from '../db/schema';
import {
  NGO_OPTIONAL_CHECKS,
  checksStillNeeded,
  requiredChecks,
  type CheckKind,
  type NgoOptionalCheck,
} from '../../shared/vetting';
import { checkStatesOf, type CheckStatuses } from './check-states';

export interface Checklist {
  checks: CheckStatuses;
  /** Setu's minimum, and what the NGOs of the volunteer's open requests and partnerships add. */
  required: CheckKind[];
  /** The required checks not valid now. */
  stillNeeded: CheckKind[];
  /** For each check an NGO added: the names of the NGOs that ask for it. */
  askedBy: Record<NgoOptionalCheck, string[]>;
}

export async function checklistOf(db: Db, volunteerUid: string, now: Date): Promise<Checklist> {
  const [statuses, listings] = await Promise.all([
    checkStatesOf(db, [volunteerUid], now),
    db
      .selectDistinct({ name: ngoListings.name, requiredChecks: ngoListings.requiredChecks })
      .from(connectionRequests)
      .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
      .where(
        and(
          eq(connectionRequests.volunteerUid, volunteerUid),
          inArray(connectionRequests.status, ['pending', 'accepted']),
        ),
      ),
  ]);
  const checks = statuses.get(volunteerUid)!;
  const askedBy = Object.fromEntries(
    NGO_OPTIONAL_CHECKS.map((kind) => [
      kind,
      [
        ...new Set(listings.filter((l) => l.requiredChecks.includes(kind)).map((l) => l.name)),
      ].sort(),
    ]),
  ) as Record<NgoOptionalCheck, string[]>;
  const required = requiredChecks(NGO_OPTIONAL_CHECKS.filter((kind) => askedBy[kind].length > 0));
  return { checks, required, stillNeeded: checksStillNeeded(checks, required), askedBy };
}
