// The joins that name a request's parties, written once. Each helper starts a select the caller
// ends (where, orderBy, groupBy, for update). A request's listing names the NGO side (ownerUid),
// which the partnership rules (src/server/partnerships/contact-rule.ts) and `sideOf` read; the
// volunteer is joined only where a query reads the volunteer's profile.
import { eq, type SQL } from 'drizzle-orm';
import type {
  PgSelect,
  PgSelectBase,
  PgSelectDynamic,
  PgSelectJoin,
  PgTable,
  SelectedFields,
} from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { connectionRequests, ngoListings, teachingSessions, volunteers } from './schema';

type Join<T extends PgTable = PgTable> = readonly [T, SQL];

/** The select drizzle builds for `fields` from `From`, inner-joined in turn with `Tables`. */
type Joined<
  From extends string,
  F extends SelectedFields,
  Tables extends PgTable[],
> = Tables extends [...infer Before extends PgTable[], infer Last extends PgTable]
  ? PgSelectJoin<Joined<From, F, Before>, true, 'inner', Last>
  : PgSelectDynamic<PgSelectBase<From, F, 'partial'>>;

const sessionRequest = [
  connectionRequests,
  eq(connectionRequests.id, teachingSessions.requestId),
] as const;
const requestListing = [ngoListings, eq(ngoListings.id, connectionRequests.listingId)] as const;
const requestVolunteer = [
  volunteers,
  eq(volunteers.userId, connectionRequests.volunteerUid),
] as const;

/**
 * Drizzle cannot follow a second join while the selection is still generic, so the joins run on
 * an untyped builder and each helper names the type drizzle gives the same chain written out.
 */
function selectJoined<Result>(
  db: Pick<Db, 'select'>,
  fields: SelectedFields,
  from: PgTable,
  joins: Join[],
): Result {
  let query: PgSelect = db.select(fields).from(from).$dynamic();
  for (const [table, on] of joins) query = query.innerJoin(table, on);
  return query as Result;
}

type Selects = Pick<Db, 'select'>;
type Requests = typeof connectionRequests;
type Listings = typeof ngoListings;
type Volunteers = typeof volunteers;

/** Requests, each with its listing. */
export function selectRequests<F extends SelectedFields>(db: Selects, fields: F) {
  return selectJoined<Joined<'connection_requests', F, [Listings]>>(
    db,
    fields,
    connectionRequests,
    [requestListing],
  );
}

/** Requests, each with its listing and its volunteer. */
export function selectRequestsWithVolunteer<F extends SelectedFields>(db: Selects, fields: F) {
  return selectJoined<Joined<'connection_requests', F, [Listings, Volunteers]>>(
    db,
    fields,
    connectionRequests,
    [requestListing, requestVolunteer],
  );
}

/** Teaching sessions, each with its partnership (the request) and the request's listing. */
export function selectSessions<F extends SelectedFields>(db: Selects, fields: F) {
  return selectJoined<Joined<'teaching_sessions', F, [Requests, Listings]>>(
    db,
    fields,
    teachingSessions,
    [sessionRequest, requestListing],
  );
}

/** Teaching sessions with their partnership, its listing and its volunteer. */
export function selectSessionsWithVolunteer<F extends SelectedFields>(db: Selects, fields: F) {
  return selectJoined<Joined<'teaching_sessions', F, [Requests, Listings, Volunteers]>>(
    db,
    fields,
    teachingSessions,
    [sessionRequest, requestListing, requestVolunteer],
  );
}
