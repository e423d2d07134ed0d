// Connect becomes a request: the state machine pending → accepted | declined | withdrawn,
// accepted → ended. Every change reads and changes the row in ONE transaction with the row
// locked (SELECT … FOR UPDATE) and a conditional UPDATE, so two racing changes cannot both win.
// Only the volunteer and the NGO of a request see it; anyone else gets 404.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { CODE_OF_CONDUCT_VERSION } from '../../shared/code-of-conduct';
import {
  connectMessage,
  listingFullMessage,
  REFUSAL_CODES,
  sampleConnectMessage,
} from '../../shared/messages';
import { isFull } from '../../shared/ranking';
import {
  acceptRequestSchema,
  LISTING_FULL_CODE,
  MATCHING_LIMITS,
  requestSchema,
} from '../../shared/schemas';
import type { Db } from '../db/client';
import {
  connectionRequests,
  ngoListings,
  ngos,
  user as userTable,
  volunteers,
  type RequestStatus,
} from '../db/schema';
import type { AppDeps, AppEnv } from '../http/env';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { apiError } from '../http/errors';
import { hasRole, signedInUser } from '../http/session';
import { jsonBody } from '../http/validate';
import { accountLanguage, asLocale } from '../accounts/account-language';
import { isUniqueViolation } from '../accounts/create-accounts';
import {
  acceptedEmail,
  declinedEmail,
  newRequestEmail,
} from './emails';
import { buildCalendar } from '../partnerships/ics';
import { cancelFutureSessions } from '../teaching-sessions/changes';
import { keepSessionsAhead } from '../teaching-sessions/keep-ahead';
import { placeColumns } from '../ngo-profile/listing-place';
import { rangeOf, teachingTimesOf } from '../../shared/teaching-times';
import { sessionExceptions } from '../teaching-sessions/calendar';
import { mailText, optionText, type MailText } from '../mail/mail-i18n';
import type { ListingPlace } from '../../shared/listing-place';
import { acceptedPartners, listingFull } from '../ngo-profile/listing-fill';
import { requestLimitRefusal } from './request-limits';
import { writeMail } from '../mail/outbox';
import { requireConfirmedEmail } from '../email-confirmation/require-confirmed-email';
import { isNgoVerified, requireVerifiedNgo } from '../verification/verified';
import { detailsShared, partnershipFacts, running } from '../partnerships/contact-rule';
import { isSuspended } from '../suspension/suspend';
import { SUSPENSION_CODES, SUSPENSION_MESSAGES } from '../../shared/suspension';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Party = 'volunteer' | 'ngo';

const NOT_FOUND = 'Request not found.';
const STATUS_WORDS: Record<RequestStatus, string> = {
  pending: 'is still pending',
  accepted: 'was already accepted',
  declined: 'was declined',
  withdrawn: 'was withdrawn',
  ended: 'has ended',
};

/** An error with a machine-readable code beside the message: `{ error, code }`. */
function refusal(
  status: ContentfulStatusCode,
  error: string,
  code: string,
  headers: Record<string, string> = {},
) {
  return new HTTPException(status, {
    res: new Response(JSON.stringify({ error, code }), {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    }),
  });
}

function requestId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw apiError(404, NOT_FOUND);
  }
  return id;
}

/**
 * Locks the request row and tells which side the user is on; 404 for anyone else, so a stranger
 * cannot even learn that the request exists.
 */
async function lockRequest(tx: Tx, id: number, uid: string) {
  const [row] = await tx
    .select({
      id: connectionRequests.id,
      status: connectionRequests.status,
      volunteerUid: connectionRequests.volunteerUid,
      listingId: connectionRequests.listingId,
      ownerUid: ngoListings.ownerUid,
      listingName: ngoListings.name,
      city: ngoListings.location,
      availability: ngoListings.availability,
      availabilityTimes: ngoListings.availabilityTimes,
      teachingTimes: ngoListings.teachingTimes,
      topics: ngoListings.topics,
      place: placeColumns,
    })
    .from(connectionRequests)
    .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
    .where(eq(connectionRequests.id, id))
    .for('update', { of: connectionRequests });
  if (!row) throw apiError(404, NOT_FOUND);
  const party: Party | null =
    row.volunteerUid === uid ? 'volunteer' : row.ownerUid === uid ? 'ngo' : null;
  if (!party) throw apiError(404, NOT_FOUND);
  return { ...row, party };
}

type Locked = Awaited<ReturnType<typeof lockRequest>>;

async function transition(
  { db, publicReads }: Pick<AppDeps, 'publicReads'> & { db: Db },
  input: {
    id: number;
    uid: string;
    allowed: Party[];
    from: RequestStatus;
    to: RequestStatus;
    verb: string;
    check?: (locked: Locked, tx: Tx) => void | Promise<void>;
    set?: Partial<typeof connectionRequests.$inferInsert>;
    /** Written in the change's transaction: its emails (the outbox, decision 0030). */
    alongWith?: (done: Locked & { status: RequestStatus }, tx: Tx) => Promise<void>;
  },
) {
  // Accepting or ending changes a listing's accepted partners, so whether it shows as full on
  // /ngoList and in matching: those transitions go through publicReads.write.
  const fillChanges = input.from === 'accepted' || input.to === 'accepted';
  const inTransaction = fillChanges ? publicReads.write : db.transaction.bind(db);
  return inTransaction(async (tx) => {
    const locked = await lockRequest(tx, input.id, input.uid);
    if (!input.allowed.includes(locked.party)) {
      throw apiError(
        403,
        locked.party === 'volunteer'
          ? `Only the NGO can ${input.verb} a request.`
          : `Only the volunteer can ${input.verb} a request.`,
      );
    }
    if (locked.status !== input.from) {
      throw apiError(
        409,
        `This ${locked.status === 'accepted' || locked.status === 'ended' ? 'partnership' : 'request'} ${STATUS_WORDS[locked.status]}.`,
        undefined,
      );
    }
    await input.check?.(locked, tx);
    const [updated] = await tx
      .update(connectionRequests)
      .set({ ...input.set, status: input.to, updatedAt: new Date() })
      .where(and(eq(connectionRequests.id, input.id), eq(connectionRequests.status, input.from)))
      .returning({ id: connectionRequests.id, status: connectionRequests.status });
    // The row is locked, so this cannot happen; kept so a future refactor cannot lose the rule.
    if (!updated) throw apiError(409, `This request ${STATUS_WORDS[locked.status]}.`);
    const done = { ...locked, status: updated.status };
    await input.alongWith?.(done, tx);
    return done;
  });
}

/** Whether the partnership's two sides see each other's details now (contact-rule.ts). */
async function detailsSharedIn(db: Pick<Db, 'select'>, id: number): Promise<boolean> {
  const [row] = await db
    .select({ shared: detailsShared.sql })
    .from(connectionRequests)
    .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
    .where(eq(connectionRequests.id, id));
  return row?.shared === true;
}

async function volunteerContact(db: Pick<Db, 'select'>, uid: string) {
  const [v] = await db
    .select({
      fullName: volunteers.fullName,
      email: volunteers.email,
      skills: volunteers.skills,
      availability: volunteers.availability,
      languages: volunteers.languages,
      reason: volunteers.reason,
      language: userTable.language,
    })
    .from(volunteers)
    .innerJoin(userTable, eq(userTable.id, volunteers.userId))
    .where(eq(volunteers.userId, uid));
  return v;
}

async function ngoContact(db: Pick<Db, 'select'>, uid: string | null) {
  if (!uid) return undefined;
  const [n] = await db
    .select({
      ngoName: ngos.ngoName,
      contactPerson: ngos.contactPerson,
      email: ngos.email,
      phone: ngos.phone,
      language: userTable.language,
    })
    .from(ngos)
    .innerJoin(userTable, eq(userTable.id, ngos.uid))
    .where(eq(ngos.uid, uid));
  return n;
}

export function requestRoutes({ database, config, publicReads }: AppDeps) {
  const { db } = database;
  const transitionDeps = { db, publicReads };
  const dashboard = (path: string) => `${config.publicUrl}/#${path}`;

  return (
    new Hono<AppEnv>()
      // Connect. A sample listing (no account behind it) keeps the spec's behaviour: the message
      // with the NGO id only (saying no request was sent), for anyone, and nothing is written.
      .post('/', jsonBody(requestSchema), async (c) => {
        const { listingId, message } = c.req.valid('json');
        const [listing] = await db
          .select({ id: ngoListings.id, name: ngoListings.name, ownerUid: ngoListings.ownerUid })
          .from(ngoListings)
          .where(eq(ngoListings.id, listingId));
        if (!listing) throw apiError(404, 'This NGO was not found.');
        if (listing.ownerUid === null) {
          return c.json(
            {
              sample: true as const,
              message: sampleConnectMessage(listing.name, listing.id),
              request: null,
            },
            200,
          );
        }
        const user = signedInUser(c);
        if (!(await hasRole(db, user.id, 'volunteer'))) {
          throw apiError(403, 'Only volunteers can send requests to NGOs.');
        }
        await requireConfirmedEmail(db, user.id, 'connect');
        let created;
        try {
          created = await db.transaction(async (tx) => {
            // Locking the volunteer serialises their own concurrent requests (the 20 limit holds).
            const [volunteer] = await tx
              .select({ version: volunteers.codeOfConductVersion })
              .from(volunteers)
              .where(eq(volunteers.userId, user.id))
              .for('update');
            // A suspension in flight holds this row (src/server/suspension): after it, refuse.
            if (await isSuspended(tx, user.id)) {
              throw refusal(403, SUSPENSION_MESSAGES.suspended, SUSPENSION_CODES.suspended);
            }
            if (volunteer?.version !== CODE_OF_CONDUCT_VERSION) {
              throw refusal(
                409,
                'Please read and accept the code of conduct for working with children first.',
                REFUSAL_CODES.codeOfConduct,
              );
            }
            // FOR SHARE waits for an NGO's unpublishing in flight and blocks it until we commit.
            const [current] = await tx
              .select({ published: ngoListings.published, ownerUid: ngoListings.ownerUid })
              .from(ngoListings)
              .where(eq(ngoListings.id, listingId))
              .for('share');
            if (!current?.published) {
              throw apiError(409, `${listing.name} is not taking requests at the moment.`);
            }
            const [open] = await tx
              .select({ status: connectionRequests.status })
              .from(connectionRequests)
              .where(
                and(
                  eq(connectionRequests.volunteerUid, user.id),
                  eq(connectionRequests.listingId, listingId),
                  inArray(connectionRequests.status, ['pending', 'accepted']),
                ),
              );
            if (open?.status === 'pending') {
              throw refusal(
                409,
                `Your request to ${listing.name} is already pending.`,
                REFUSAL_CODES.alreadyPending,
              );
            }
            if (open?.status === 'accepted') {
              throw refusal(
                409,
                `You already volunteer with ${listing.name}.`,
                REFUSAL_CODES.alreadyAccepted,
              );
            }
            const [pending] = await tx
              .select({ n: count() })
              .from(connectionRequests)
              .where(
                and(
                  eq(connectionRequests.volunteerUid, user.id),
                  eq(connectionRequests.status, 'pending'),
                ),
              );
            if (Number(pending?.n ?? 0) >= MATCHING_LIMITS.pendingPerVolunteer) {
              throw refusal(
                429,
                `You have ${MATCHING_LIMITS.pendingPerVolunteer} requests waiting for an answer. Withdraw one or wait for the NGOs to answer first.`,
                'TOO_MANY_PENDING',
              );
            }
            const limited = await requestLimitRefusal(tx, user.id, listing);
            if (limited) {
              throw refusal(429, limited.message, limited.code, {
                'Retry-After': String(limited.retryAfter),
              });
            }
            const [row] = await tx
              .insert(connectionRequests)
              .values({ volunteerUid: user.id, listingId, message })
              .returning({
                id: connectionRequests.id,
                status: connectionRequests.status,
                listingId: connectionRequests.listingId,
              });
            // The NGO's mail commits with the request (the outbox, decision 0030).
            // One query at a time: a transaction holds one connection.
            const ngo = await ngoContact(tx, current.ownerUid);
            const volunteerFields = await volunteerContact(tx, user.id);
            if (ngo && volunteerFields) {
              await writeMail(tx, {
                kind: 'new-request',
                ...newRequestEmail({
                  to: ngo.email,
                  language: asLocale(ngo.language),
                  ngoName: ngo.ngoName,
                  volunteer: volunteerFields,
                  message,
                  dashboardUrl: dashboard('/ngo-dashboard'),
                }),
              });
            }
            return { row: row!, ownerUid: current.ownerUid };
          });
        } catch (error) {
          // The partial unique index is the last guard against a duplicate open request.
          if (isUniqueViolation(error)) {
            throw refusal(
              409,
              `Your request to ${listing.name} is already pending.`,
              'ALREADY_PENDING',
            );
          }
          throw error;
        }
        return c.json(
          {
            sample: false as const,
            message: connectMessage(listing.name),
            request: created.row,
          },
          201,
        );
      })
      .get('/', async (c) => {
        const user = signedInUser(c);
        if (await hasRole(db, user.id, 'volunteer')) {
          const rows = await db
            .select({
              id: connectionRequests.id,
              status: connectionRequests.status,
              listingId: connectionRequests.listingId,
              ngoName: ngoListings.name,
              city: ngoListings.location,
              ownerUid: ngoListings.ownerUid,
              day: connectionRequests.day,
              timeSlot: connectionRequests.timeSlot,
              topic: connectionRequests.topic,
              message: connectionRequests.message,
              createdAt: connectionRequests.createdAt,
              updatedAt: connectionRequests.updatedAt,
              facts: partnershipFacts,
              place: placeColumns,
            })
            .from(connectionRequests)
            .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
            .where(eq(connectionRequests.volunteerUid, user.id))
            .orderBy(desc(connectionRequests.updatedAt), desc(connectionRequests.id));
          const requests = await Promise.all(
            rows.map(async ({ ownerUid, place, facts, ...r }) => {
              const shared = detailsShared.holds(facts);
              const ngo = shared ? await ngoContact(db, ownerUid) : undefined;
              return {
                ...r,
                verified: facts.verified,
                paused: r.status === 'accepted' && !running.holds(facts),
                contact: ngo
                  ? { contactPerson: ngo.contactPerson, email: ngo.email, phone: ngo.phone }
                  : null,
                place: shared ? place : null,
              };
            }),
          );
          c.header('Cache-Control', 'no-store');
          return c.json({ role: 'volunteer' as const, listing: null, requests });
        }
        if (await hasRole(db, user.id, 'ngo')) {
          const [listing] = await db
            .select({
              id: ngoListings.id,
              availability: ngoListings.availability,
              availabilityTimes: ngoListings.availabilityTimes,
              teachingTimes: ngoListings.teachingTimes,
              topics: ngoListings.topics,
              published: ngoListings.published,
              volunteersNeeded: ngoListings.volunteersNeeded,
              partners: acceptedPartners,
              full: listingFull,
            })
            .from(ngoListings)
            .where(eq(ngoListings.ownerUid, user.id));
          const rows = listing
            ? await db
                .select({
                  id: connectionRequests.id,
                  status: connectionRequests.status,
                  day: connectionRequests.day,
                  timeSlot: connectionRequests.timeSlot,
                  topic: connectionRequests.topic,
                  message: connectionRequests.message,
                  createdAt: connectionRequests.createdAt,
                  updatedAt: connectionRequests.updatedAt,
                  fullName: volunteers.fullName,
                  skills: volunteers.skills,
                  availability: volunteers.availability,
                  languages: volunteers.languages,
                  ageGroup: volunteers.ageGroup,
                  location: volunteers.location,
                  bio: volunteers.bio,
                  reason: volunteers.reason,
                  preferredTopics: volunteers.preferredTopics,
                  codeOfConductVersion: volunteers.codeOfConductVersion,
                  codeOfConductAcceptedAt: volunteers.codeOfConductAcceptedAt,
                  email: volunteers.email,
                  phone: volunteers.phone,
                  facts: partnershipFacts,
                })
                .from(connectionRequests)
                .innerJoin(volunteers, eq(volunteers.userId, connectionRequests.volunteerUid))
                .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
                .where(eq(connectionRequests.listingId, listing.id))
                .orderBy(asc(connectionRequests.createdAt), asc(connectionRequests.id))
            : [];
          const verified = await isNgoVerified(db, user.id);
          const requests = rows.map(
            ({ email, phone, codeOfConductVersion, codeOfConductAcceptedAt, facts, ...r }) => ({
              ...r,
              paused: r.status === 'accepted' && !running.holds(facts),
              codeOfConduct: {
                version: codeOfConductVersion,
                acceptedAt: codeOfConductAcceptedAt?.toISOString() ?? null,
              },
              contact: detailsShared.holds(facts) ? { email, phone } : null,
            }),
          );
          c.header('Cache-Control', 'no-store');
          const shown = listing && {
            id: listing.id,
            teachingTimes: teachingTimesOf(listing),
            topics: listing.topics,
            published: listing.published,
            volunteersNeeded: listing.volunteersNeeded,
            partners: listing.partners,
            full: listing.full,
          };
          return c.json({ role: 'ngo' as const, listing: shown ?? null, verified, requests });
        }
        throw apiError(403, 'Please log in as a volunteer or an NGO.');
      })
      .get('/schedule.ics', async (c) => {
        const user = signedInUser(c);
        if (!(await hasRole(db, user.id, 'volunteer'))) {
          throw apiError(403, 'This page is for volunteers.');
        }
        const rows = await db
          .select({
            id: connectionRequests.id,
            day: connectionRequests.day,
            timeSlot: connectionRequests.timeSlot,
            topic: connectionRequests.topic,
            since: connectionRequests.updatedAt,
            ngoName: ngoListings.name,
            city: ngoListings.location,
            place: placeColumns,
            contactPerson: ngos.contactPerson,
            email: ngos.email,
            phone: ngos.phone,
            shared: detailsShared.sql,
          })
          .from(connectionRequests)
          .innerJoin(ngoListings, eq(ngoListings.id, connectionRequests.listingId))
          .leftJoin(ngos, eq(ngos.uid, ngoListings.ownerUid))
          .where(and(eq(connectionRequests.volunteerUid, user.id), running.sql))
          .orderBy(asc(connectionRequests.id));
        const exceptions = await sessionExceptions(
          db,
          rows.map((r) => r.id),
        );
        const host = new URL(config.publicUrl).hostname;
        // In the volunteer's account language: the file is theirs, whichever browser fetches it.
        const language = (await accountLanguage(db, user.id)) ?? 'en';
        const t = mailText(language);
        const ics = buildCalendar(
          rows
            .filter((r) => r.day && r.timeSlot)
            .map((r) => ({
              uid: `request-${r.id}@${host}`,
              day: r.day!,
              timeSlot: r.timeSlot!,
              summary: t('ics.summary', {
                topic: r.topic ? optionText(t, r.topic) : t('ics.volunteering'),
                ngo: r.ngoName,
              }),
              ...calendarPlace(t, r.place, optionText(t, r.city), r.shared),
              description: [
                t('ics.description', {
                  topic: r.topic ? optionText(t, r.topic) : '',
                  ngo: r.ngoName,
                  city: optionText(t, r.city),
                }),
                r.contactPerson && r.shared
                  ? t('mail.contact', {
                      person: r.contactPerson,
                      email: r.email ?? '',
                      phone: r.phone ?? '',
                    })
                  : '',
              ]
                .filter(Boolean)
                .join('\n'),
              since: r.since,
              exceptions: exceptions.get(r.id) ?? [],
            })),
          new Date(),
          { name: t('ics.name') },
        );
        return c.body(ics, 200, {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="setu-schedule.ics"',
          'Cache-Control': 'no-store',
        });
      })
      .post('/:id/accept', jsonBody(acceptRequestSchema), async (c) => {
        const user = signedInUser(c);
        await requireConfirmedEmail(db, user.id, 'accept');
        const { confirmFull, ...session } = c.req.valid('json');
        const done = await transition(transitionDeps, {
          id: requestId(c.req.param('id')),
          uid: user.id,
          allowed: ['ngo'],
          from: 'pending',
          to: 'accepted',
          verb: 'accept',
          set: session,
          check: async (locked, tx) => {
            await requireVerifiedNgo(tx, user.id);
            const fields: Record<string, string> = {};
            const onDay = teachingTimesOf(locked).filter((time) => time.day === session.day);
            if (onDay.length === 0) fields.day = `You do not teach on ${session.day}.`;
            else if (!onDay.some((time) => rangeOf(time) === session.timeSlot)) {
              fields.timeSlot = `${session.timeSlot} is not one of your teaching times on ${session.day}.`;
            }
            if (!locked.topics.includes(session.topic)) {
              fields.topic = `${session.topic} is not one of your topics.`;
            }
            if (Object.keys(fields).length) {
              throw apiError(400, 'Choose a day, time slot and topic from your profile.', fields);
            }
            // A full listing asks the NGO to confirm first. The listing's lock makes two accepts
            // for its last place count one at a time.
            if (confirmFull) return;
            const [listing] = await tx
              .select({ volunteersNeeded: ngoListings.volunteersNeeded })
              .from(ngoListings)
              .where(eq(ngoListings.id, locked.listingId))
              .for('update');
            const [fill] = await tx
              .select({ partners: acceptedPartners })
              .from(ngoListings)
              .where(eq(ngoListings.id, locked.listingId));
            const counts = {
              volunteersNeeded: listing!.volunteersNeeded,
              partners: fill!.partners,
            };
            if (isFull(counts)) {
              throw refusal(
                409,
                listingFullMessage(counts.volunteersNeeded, counts.partners),
                LISTING_FULL_CODE,
              );
            }
          },
          alongWith: async (done, tx) => {
            const volunteer = await volunteerContact(tx, done.volunteerUid);
            const ngo = await ngoContact(tx, done.ownerUid);
            const shared = await detailsSharedIn(tx, done.id);
            // The accept just passed the same checks; read again, so the email follows the one rule.
            if (!volunteer || !ngo || !shared) return;
            await writeMail(tx, {
              kind: 'request-accepted',
              ...acceptedEmail({
                to: volunteer.email,
                language: asLocale(volunteer.language),
                volunteerName: volunteer.fullName,
                ngoName: done.listingName,
                ...session,
                city: done.city,
                place: done.place,
                contact: ngo,
                dashboardUrl: dashboard('/volunteer-dashboard'),
              }),
            });
          },
        });
        // The partnership's next 8 weeks of sessions exist from now on.
        await keepSessionsAhead(db, new Date(), { requestIds: [done.id] });
        return c.json({ id: done.id, status: done.status, ...session });
      })
      .post('/:id/decline', async (c) => {
        const user = signedInUser(c);
        const done = await transition(transitionDeps, {
          id: requestId(c.req.param('id')),
          uid: user.id,
          allowed: ['ngo'],
          from: 'pending',
          to: 'declined',
          verb: 'decline',
          alongWith: async (done, tx) => {
            const volunteer = await volunteerContact(tx, done.volunteerUid);
            if (!volunteer) return;
            await writeMail(tx, {
              kind: 'request-declined',
              ...declinedEmail({
                to: volunteer.email,
                language: asLocale(volunteer.language),
                volunteerName: volunteer.fullName,
                ngoName: done.listingName,
                matchingUrl: dashboard('/volunteer-matching'),
              }),
            });
          },
        });
        return c.json({ id: done.id, status: done.status });
      })
      .post('/:id/withdraw', async (c) => {
        const user = signedInUser(c);
        const done = await transition(transitionDeps, {
          id: requestId(c.req.param('id')),
          uid: user.id,
          allowed: ['volunteer'],
          from: 'pending',
          to: 'withdrawn',
          verb: 'withdraw',
        });
        return c.json({ id: done.id, status: done.status });
      })
      .post('/:id/end', async (c) => {
        const user = signedInUser(c);
        const done = await transition(transitionDeps, {
          id: requestId(c.req.param('id')),
          uid: user.id,
          allowed: ['volunteer', 'ngo'],
          from: 'accepted',
          to: 'ended',
          verb: 'end',
          // Its sessions still to come are cancelled with it, in the same transaction.
          check: (locked, tx) => cancelFutureSessions(tx, locked.id, new Date()),
        });
        return c.json({ id: done.id, status: done.status });
      })
  );
}

/**
 * The calendar's LOCATION and URL: the venue's address (and landmark) in its city and
 * its map, or "Online" and the meeting link. Only the city where the details are not shared.
 */
function calendarPlace(
  t: MailText,
  place: ListingPlace,
  city: string,
  shared: boolean,
): { location: string; url?: string } {
  if (!shared) return { location: city };
  if (place.mode === 'online') {
    return { location: t('ics.online'), ...(place.meetingLink ? { url: place.meetingLink } : {}) };
  }
  const venue = [place.venueAddress, place.venueLandmark, city].filter(Boolean).join(', ');
  return { location: venue, ...(place.mapLink ? { url: place.mapLink } : {}) };
}
