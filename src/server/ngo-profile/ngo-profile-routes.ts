import { settleGate } from '../vetting-gate/settle';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ngoMatchingProfileSchema } from '../../shared/schemas';
import { listingColumnsOf, teachingTimesOf } from '../../shared/teaching-times';
import type { Db } from '../db/client';
import { ngoListings, ngos } from '../db/schema';
import { listingSearchText } from '../db/seed';
import { draftFromSignup } from './signup-prefill';
import { holdAccount } from '../accounts/hold-account';
import type { AppDeps, AppEnv } from '../http/env';
import { ngoOf, requireNgo, requireNgoOwner } from '../http/session';
import { jsonBody } from '../http/validate';
import { ownProfileRow } from '../http/own-profile-row';
import { requireConfirmedEmail } from '../email-confirmation/require-confirmed-email';
import { teachingTimeColumns } from './teaching-time-columns';
import { matchingProfileColumns } from './matching-profile-columns';
import { placeColumns } from './listing-place';

const profileColumns = {
  id: ngoListings.id,
  name: ngoListings.name,
  location: ngoListings.location,
  ...teachingTimeColumns,
  ...matchingProfileColumns,
  ...placeColumns,
  requiredChecks: ngoListings.requiredChecks,
  updatedAt: ngoListings.updatedAt,
};

/** The profile as the form edits it: teaching times, also for a listing saved before them. */
function asProfile(row: Awaited<ReturnType<typeof selectProfile>>[number]) {
  const { availability, availabilityTimes, ...rest } = row;
  return { ...rest, teachingTimes: teachingTimesOf({ ...row, availability, availabilityTimes }) };
}
const selectProfile = (db: Pick<Db, 'select'>, uid: string) =>
  db.select(profileColumns).from(ngoListings).where(eq(ngoListings.ownerUid, uid));

/**
 * GET/PUT /api/ngo-profile: the signed-in NGO's matching profile. Published, it is the NGO's
 * listing in matching and on /ngoList; unpublished, no new request can reach it.
 */
export function ngoProfileRoutes({ database, config, publicReads }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(requireNgo(db))
    .get('/', async (c) => {
      const uid = ngoOf(c).uid;
      const ngo = await ownProfileRow(db, 'ngo', uid, {
        ngoName: ngos.ngoName,
        location: ngos.location,
        description: ngos.description,
        schedule: ngos.schedule,
        volunteerReqs: ngos.volunteerReqs,
      });
      const [profile] = await selectProfile(db, uid);
      c.header('Cache-Control', 'no-store');
      // Until the first save, the form starts from what the NGO wrote at sign-up.
      return c.json({
        profile: profile ? asProfile(profile) : null,
        defaults: { ...ngo, ...draftFromSignup(ngo) },
      });
    })
    .put('/', requireNgoOwner(db), jsonBody(ngoMatchingProfileSchema), async (c) => {
      const uid = ngoOf(c).uid;
      const input = c.req.valid('json');
      // Every save may change the NGO list and matching: publicReads.write tells every instance.
      const profile = await publicReads.write(async (tx) => {
        // The account first (hold-account.ts): a first save's listing would otherwise wait for
        // a deletion in flight and fail its foreign key; 401 once it is gone (not the 403 of an
        // unconfirmed address, which a deleted account's would read as).
        await holdAccount(tx, uid);
        if (input.published) await requireConfirmedEmail(tx, uid, 'publish');
        const ngo = await ownProfileRow(tx, 'ngo', uid, {
          ngoName: ngos.ngoName,
          description: ngos.description,
        });
        const values = {
          name: ngo.ngoName,
          location: input.location,
          ...listingColumnsOf(input.teachingTimes),
          teachingTimes: input.teachingTimes,
          topics: input.topics,
          topicsSearch: listingSearchText(input.topics),
          languages: input.languages,
          ageGroup: input.ageGroup,
          volunteersNeeded: input.volunteersNeeded,
          description: input.description || ngo.description,
          published: input.published,
          mode: input.mode,
          venueAddress: input.venueAddress,
          venueLandmark: input.venueLandmark,
          mapLink: input.mapLink,
          meetingLink: input.meetingLink,
          requiredChecks: input.requiredChecks,
          updatedAt: new Date(),
        };
        // One listing per NGO (unique owner): the upsert takes the row lock a concurrent
        // request's FOR SHARE waits on, so no request slips in after unpublishing.
        const [row] = await tx
          .insert(ngoListings)
          .values({ ...values, ownerUid: uid })
          .onConflictDoUpdate({ target: ngoListings.ownerUid, set: values })
          .returning({ ...profileColumns, listingId: ngoListings.id });
        // A check the NGO now asks for holds its running partnerships until their volunteers
        // hold it; one it no longer asks for may let held ones go ahead (src/server/vetting-gate).
        const { listingId, ...saved } = row!;
        await settleGate(tx, { now: new Date(), publicUrl: config.publicUrl }, { listingId });
        return asProfile(saved);
      });
      return c.json({ profile });
    });
}
