// A volunteer's answer to an offer of cover (docs/decisions/0042-substitutes.md). Both take the
// search's row lock first, so of several volunteers accepting at once exactly one covers the
// session: the others wait on the lock and then find it taken. A decline that leaves no open
// offer sends the next wave at once.
import { and, eq, ne } from 'drizzle-orm';
import { SUBSTITUTE_MESSAGES } from '../../shared/substitutes';
import type { Db, Tx } from '../db/client';
import {
  sessionReminders,
  substituteOffers,
  substituteSearches,
  teachingSessions,
} from '../db/schema';
import { apiError } from '../http/errors';
import { serialIdOr } from '../http/validate';
import { holdVolunteer } from '../volunteers/lock-volunteer';
import { writeMail } from '../mail/outbox';
import { detailsShared } from '../partnerships/contact-rule';
import { mailVolunteer, ngoAddress, volunteerAddress } from '../teaching-sessions/parties';
import { findCandidates } from './candidates';
import {
  coveredNgoEmail,
  coveredSubstituteEmail,
  coveredVolunteerEmail,
  takenEmail,
} from './emails';
import {
  askRefusal,
  coverPages,
  coverSession,
  lockSearch,
  sendWave,
  targetOf,
  wordsOf,
  type CoverDeps,
  type CoverSession,
} from './search';

interface Answer extends CoverDeps {
  rawSessionId: string;
  volunteerUid: string;
  now: Date;
}

const offerNotFound = () => apiError(404, SUBSTITUTE_MESSAGES.offerNotFound);

/** The search and this volunteer's offer in it, the search locked; 404 when they were not asked. */
async function lockOffer(tx: Tx, input: Answer) {
  const sessionId = serialIdOr(input.rawSessionId, offerNotFound);
  const search = await lockSearch(tx, sessionId);
  const [offer] = search
    ? await tx
        .select()
        .from(substituteOffers)
        .where(
          and(
            eq(substituteOffers.sessionId, sessionId),
            eq(substituteOffers.volunteerUid, input.volunteerUid),
          ),
        )
    : [];
  const s = offer ? await coverSession(tx, sessionId) : undefined;
  if (!search || !offer || !s) throw offerNotFound();
  return { search, offer, s };
}

/** Records the volunteer's answer on their offer. */
async function recordAnswer(
  tx: Tx,
  sessionId: number,
  input: Answer,
  status: 'accepted' | 'declined',
) {
  await tx
    .update(substituteOffers)
    .set({ status, answeredAt: input.now })
    .where(
      and(
        eq(substituteOffers.sessionId, sessionId),
        eq(substituteOffers.volunteerUid, input.volunteerUid),
      ),
    );
}

export function acceptOffer(db: Db, input: Answer) {
  return db.transaction(async (tx) => {
    const { search, offer, s } = await lockOffer(tx, input);
    if (search.status === 'covered' || offer.status === 'taken') {
      throw apiError(409, SUBSTITUTE_MESSAGES.taken);
    }
    // The session must still be one its volunteer gave up, of a running partnership, and far
    // enough away: the sweep closes a search that stopped being so, but not at once.
    if (offer.status !== 'open' || search.status !== 'searching' || askRefusal(s, input.now)) {
      throw apiError(409, SUBSTITUTE_MESSAGES.closed);
    }
    // Still fits now: checks valid, not teaching then, free. The volunteer's row is locked first,
    // so their acceptances of two sessions at one hour run one after the other and the second
    // sees the first (tests/api/substitutes.test.ts, "two sessions at one hour").
    await holdVolunteer(tx, input.volunteerUid);
    const fits = await findCandidates(tx, targetOf(s), input.now, { only: input.volunteerUid });
    if (fits.length === 0) throw apiError(409, SUBSTITUTE_MESSAGES.noLongerFits);

    await tx
      .update(teachingSessions)
      .set({
        status: 'scheduled',
        cancelledBy: null,
        coveredBy: input.volunteerUid,
        changedBy: input.volunteerUid,
        updatedAt: input.now,
      })
      .where(eq(teachingSessions.id, s.sessionId));
    // The reminder is the teacher's: one claimed for the volunteer who cancelled goes again.
    await tx.delete(sessionReminders).where(eq(sessionReminders.sessionId, s.sessionId));
    await tx
      .update(substituteSearches)
      .set({ status: 'covered', endedAt: input.now })
      .where(eq(substituteSearches.sessionId, s.sessionId));
    await recordAnswer(tx, s.sessionId, input, 'accepted');
    const others = await tx
      .update(substituteOffers)
      .set({ status: 'taken', answeredAt: input.now })
      .where(
        and(
          eq(substituteOffers.sessionId, s.sessionId),
          eq(substituteOffers.status, 'open'),
          ne(substituteOffers.volunteerUid, input.volunteerUid),
        ),
      )
      .returning({ volunteerUid: substituteOffers.volunteerUid });
    for (const other of others) {
      await mailVolunteer(
        tx,
        other.volunteerUid,
        'substitute-taken',
        (reader) => takenEmail(reader, wordsOf(s)),
        input.now,
      );
    }
    await tellCovered(tx, s, input);
    return { sessionId: s.sessionId, status: 'accepted' as const };
  });
}

/** The substitute (with the venue or link), the NGO and the session's own volunteer hear of it. */
async function tellCovered(tx: Tx, s: CoverSession, input: Answer) {
  const pages = coverPages(input.publicUrl);
  const words = wordsOf(s);
  const substitute = await volunteerAddress(tx, input.volunteerUid);
  if (!substitute) return;
  // The contact rule's detailsShared: the venue or link reaches a volunteer of a verified NGO only.
  const place = detailsShared.holds(s.facts) ? s.place : null;
  const mails = [
    {
      kind: 'substitute-covering',
      ...coveredSubstituteEmail(substitute, words, place, pages.volunteer),
    },
  ];
  const ngo = await ngoAddress(tx, s.ownerUid);
  if (ngo) {
    mails.push({
      kind: 'substitute-covered',
      ...coveredNgoEmail(
        ngo,
        words,
        { substitute: substitute.name, volunteer: s.volunteerName },
        pages.ngo,
      ),
    });
  }
  const volunteer = await volunteerAddress(tx, s.volunteerUid);
  if (volunteer) {
    mails.push({
      kind: 'substitute-covered',
      ...coveredVolunteerEmail(volunteer, words, substitute.name, pages.volunteer),
    });
  }
  for (const mail of mails) await writeMail(tx, mail, input.now);
}

export function declineOffer(db: Db, input: Answer) {
  return db.transaction(async (tx) => {
    const { search, offer, s } = await lockOffer(tx, input);
    if (offer.status !== 'open') {
      throw apiError(
        409,
        search.status === 'covered' ? SUBSTITUTE_MESSAGES.taken : SUBSTITUTE_MESSAGES.closed,
      );
    }
    await recordAnswer(tx, s.sessionId, input, 'declined');
    const [open] = await tx
      .select({ volunteerUid: substituteOffers.volunteerUid })
      .from(substituteOffers)
      .where(and(eq(substituteOffers.sessionId, s.sessionId), eq(substituteOffers.status, 'open')))
      .limit(1);
    // Everyone in the wave declined: the next goes now, not when the 2 hours are up (while the
    // session still needs cover; the sweep ends the search otherwise).
    if (!open && search.status === 'searching' && !askRefusal(s, input.now)) {
      await sendWave(tx, s, input.now, { publicUrl: input.publicUrl });
    }
    return { sessionId: s.sessionId, status: 'declined' as const };
  });
}
