// The spec's sample dashboards (spec §2, §9; README → The specification) as real rows: a demo volunteer with one
// scheduled session and a demo NGO with 15 volunteer partners and the needs Books, Volunteers
// and Funds. Runs on start when config.seedDemo is on; idempotent, and safe when several
// instances start at once on one PostgreSQL (every step tolerates the other's rows).
import crypto from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import type { NgoSignup, VolunteerSignup } from '../../../shared/schemas';
import { listingColumnsOf, type TeachingTime } from '../../../shared/teaching-times';
import { createNgoAccount, createVolunteerAccount } from '../../accounts/create-accounts';
import type { Db } from '../client';
import {
  certificates,
  connectionRequests,
  ngoListings,
  ngoNeeds,
  ngoVerifications,
  teachingSessions,
  user,
} from '../schema';
import { newCertificateCode, recordCountedSessions } from '../../certificates/certificates';
import { WEEK_MS, weeklyOccurrences } from '../../teaching-sessions/occurrences';
import { DEMO_EMAIL_DOMAIN } from '../../demo/demo-identity';
import { ensureDemoNotes } from '../../session-notes/demo-notes';
import { ensureDemoCalendar } from '../../terms/demo-calendar';
import { DEMO_COORDINATOR_EMAIL, ensureDemoCoordinator } from '../../ngo-team/demo-coordinator';
import { listingSearchText } from './index';
import { ensureClassHistory } from './demo-class';
import { ensureDemoChecks } from '../../vetting/demo-checks';
import { DEMO_SUBSTITUTE_NAME, ensureDemoCover } from '../../substitutes/demo-cover';
import { ensureDemoBreaksAndHealth } from '../../breaks/demo-breaks';
import { atTime, withListing } from '../../requests/request-conditions';

export const DEMO_VOLUNTEER_EMAIL = `volunteer@${DEMO_EMAIL_DOMAIN}`;
export const DEMO_NGO_EMAIL = `ngo@${DEMO_EMAIL_DOMAIN}`;
/** A second volunteer, new to Setu: the course passed, the identity check still to do. */
export const DEMO_NEW_VOLUNTEER_EMAIL = `new-volunteer@${DEMO_EMAIL_DOMAIN}`;
/**
 * The demo accounts a person signs in to, the NGO's coordinator among them (signing in as the
 * NGO); they share the password in DATA_DIR.
 */
export const DEMO_SIGN_IN_EMAILS = [
  DEMO_VOLUNTEER_EMAIL,
  DEMO_NEW_VOLUNTEER_EMAIL,
  DEMO_NGO_EMAIL,
  DEMO_COORDINATOR_EMAIL,
] as const;
export const DEMO_NEEDS = ['Books', 'Volunteers', 'Funds'] as const;

// No password here: it is made at random on the first start (src/server/demo/demo-password.ts).
export const DEMO_VOLUNTEER: Omit<VolunteerSignup, 'password'> = {
  fullName: 'Asha Verma',
  email: DEMO_VOLUNTEER_EMAIL,
  phone: '+91 98350 12345',
  location: 'Ranchi',
  skills: 'Teaching',
  availability: ['Saturday Morning', 'Sunday Evening'],
  ageGroup: 'Children',
  languages: ['Hindi', 'English'],
  bio: 'Maths teacher for six years; I enjoy making numbers fun with games and stories.',
  reason: 'I want every child in my city to enjoy learning maths.',
  agree: true,
};

export const DEMO_NEW_VOLUNTEER: Omit<VolunteerSignup, 'password'> = {
  ...DEMO_VOLUNTEER,
  fullName: 'Ravi Toppo',
  email: DEMO_NEW_VOLUNTEER_EMAIL,
  phone: '+91 98350 67890',
  bio: 'Engineering student; I coach my cousins in English.',
  reason: 'I want to teach English on weekends near my college.',
};

export const DEMO_NGO: Omit<NgoSignup, 'password'> = {
  ngoName: 'Prerna Shiksha Foundation',
  contactPerson: 'Meera Oraon',
  email: DEMO_NGO_EMAIL,
  phone: '+91 65123 45678',
  location: 'Ranchi',
  website: 'https://prerna.example.org',
  areaOfWork: 'Education',
  volunteerReqs: 'Volunteers who can teach Maths, English or EVS on weekends.',
  schedule: 'Saturdays and Sundays, 11 AM to 5 PM',
  description:
    'Prerna Shiksha Foundation runs weekend learning circles for children of daily-wage families in Ranchi, with a small library and help with school homework.',
  agree: true,
};

/** The demo NGO's published matching profile: it appears in matching beside the samples. */
const DEMO_TIMES: TeachingTime[] = [
  { day: 'Saturday', start: '11:00 AM', end: '12:00 PM' },
  { day: 'Saturday', start: '3:00 PM', end: '4:00 PM' },
  { day: 'Sunday', start: '11:00 AM', end: '12:00 PM' },
  { day: 'Sunday', start: '3:00 PM', end: '4:00 PM' },
];

/** The demo venue: shown to the demo volunteer, who is a partner. Made up. */
export const DEMO_PLACE = {
  mode: 'in-person',
  venueAddress: 'Prerna Shiksha Kendra, 14 Station Road, Ranchi 834001',
  venueLandmark: 'the railway station post office',
  mapLink: 'https://www.openstreetmap.org/search?query=Station%20Road%2C%20Ranchi',
  meetingLink: '',
} as const;

const DEMO_LISTING = {
  name: DEMO_NGO.ngoName,
  location: 'Ranchi',
  teachingTimes: DEMO_TIMES,
  ...listingColumnsOf(DEMO_TIMES),
  ...DEMO_PLACE,
  topics: ['Maths', 'English', 'EVS'],
  languages: ['Hindi', 'English'],
  ageGroup: 'Children',
  volunteersNeeded: 20,
  description: DEMO_NGO.description,
};

/** The demo volunteer's sample schedule entry. */
export const DEMO_SESSION = {
  day: 'Saturday',
  timeSlot: '11:00 AM - 12:00 PM',
  topic: 'Maths',
} as const;

/**
 * The demo volunteer's request for a second weekly time of the demo NGO, waiting for its answer
 * (one request per teaching time, docs/decisions/0035-one-request-per-slot.md): the volunteer's Requests section shows the
 * time they teach and the one they asked for, and the demo NGO can accept it on its own. Pending,
 * so the demo's sessions and its schedule entry stay those of the Saturday class.
 */
export const DEMO_SECOND_TIME = {
  day: 'Sunday',
  timeSlot: '3:00 PM - 4:00 PM',
} as const;

/** With the demo volunteer, the spec's 15 volunteer partners of the demo NGO. */
export const DEMO_PARTNER_NAMES = [
  'Aarav Sharma',
  'Priya Nair',
  'Rohan Das',
  'Sneha Iyer',
  'Vikram Singh',
  'Ananya Ghosh',
  'Kabir Mehta',
  'Divya Reddy',
  'Arjun Patel',
  'Meera Joshi',
  'Farhan Qureshi',
  'Lakshmi Menon',
  'Siddharth Rao',
  'Neha Kulkarni',
] as const;

function partnerSignup(name: string, index: number): VolunteerSignup {
  return {
    ...DEMO_VOLUNTEER,
    fullName: name,
    email: `partner${index + 1}@${DEMO_EMAIL_DOMAIN}`,
    bio: '',
    // Nobody signs in as a partner: a random password nobody knows.
    password: crypto.randomBytes(18).toString('base64url'),
  };
}

async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row?.id;
}

/**
 * The account's id, creating it when missing. A concurrent instance may create it between our
 * look-up and our insert: its unique email then makes ours fail, and the look-up finds its row.
 */
async function ensureAccount(
  db: Db,
  email: string,
  create: () => Promise<string>,
): Promise<string> {
  const existing = await userIdByEmail(db, email);
  if (existing) return existing;
  try {
    return await create();
  } catch (error) {
    const raced = await userIdByEmail(db, email);
    if (raced) return raced;
    throw error;
  }
}

/**
 * The demo NGO's listing, and with it (in the same transaction) its three needs: needs are
 * seeded once, so a need the demo NGO removes stays removed after a restart.
 */
async function ensureListing(db: Db, ngoUid: string): Promise<number> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(ngoListings)
      .values({
        ...DEMO_LISTING,
        ownerUid: ngoUid,
        topicsSearch: listingSearchText(DEMO_LISTING.topics),
      })
      .onConflictDoNothing()
      .returning({ id: ngoListings.id });
    if (created.length === 0) return;
    await tx
      .insert(ngoNeeds)
      .values(DEMO_NEEDS.map((label) => ({ ngoUid, label })))
      .onConflictDoNothing();
  });
  const [row] = await db
    .select({ id: ngoListings.id })
    .from(ngoListings)
    .where(eq(ngoListings.ownerUid, ngoUid));
  return row!.id;
}

/** An accepted request (a partnership) unless the volunteer already has an open one there. */
async function ensurePartnership(
  db: Db,
  volunteerUid: string,
  listingId: number,
  request: { day: string; timeSlot: string; topic?: string; status?: 'pending' } = DEMO_SESSION,
): Promise<void> {
  const [open] = await db
    .select({ id: connectionRequests.id })
    .from(connectionRequests)
    .where(and(withListing(volunteerUid, listingId), atTime(request)))
    .limit(1);
  if (open) return;
  // The partial unique index (one open request per volunteer, NGO and time) settles a race.
  await db
    .insert(connectionRequests)
    .values({ volunteerUid, listingId, status: 'accepted', ...request })
    .onConflictDoNothing();
}

/**
 * The demo NGO is verified, also in a database made before verification existed, so
 * it can accept requests and shows the "Verified" mark. Only a missing row is added: an
 * operator's later decision on the demo NGO stays.
 */
async function ensureVerified(db: Db, ngoUid: string): Promise<void> {
  await db
    .insert(ngoVerifications)
    .values({
      ngoUid,
      registrationType: 'trust',
      registrationNumber: 'RNC/TR/2016/0457',
      darpanId: 'JH/2017/0123456',
      contactName: DEMO_NGO.contactPerson,
      contactEmail: DEMO_NGO.email,
      contactPhone: DEMO_NGO.phone,
      status: 'verified',
      decidedAt: new Date(),
      decidedBy: 'demo-seed',
    })
    .onConflictDoNothing({ target: ngoVerifications.ngoUid });
}

/** Weeks of past sessions the demo volunteer taught, all marked held. */
export const DEMO_HELD_WEEKS = 4;

/**
 * The demo volunteer's history: the last few Saturdays taught and marked held, and a
 * certificate for them, so a new visitor sees hours, a streak, a chart and a certificate. Added
 * once, when the partnership has no held session yet.
 */
async function ensureDemoHistory(db: Db, volunteerUid: string, listingId: number): Promise<void> {
  // Two instances may seed at once: the partnership's row lock makes the second wait and then
  // find the history the first wrote, instead of adding a second certificate.
  await db.transaction(async (tx) => {
    const [partnership] = await tx
      .select({ id: connectionRequests.id })
      .from(connectionRequests)
      .where(
        and(
          withListing(volunteerUid, listingId),
          eq(connectionRequests.status, 'accepted'),
          // The Saturday class's history; the second time has only sessions to come.
          atTime(DEMO_SESSION),
        ),
      )
      .limit(1)
      .for('update');
    if (!partnership) return;
    const [issued] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.requestId, partnership.id))
      .limit(1);
    if (issued) return;
    const now = new Date();
    const weeks = weeklyOccurrences(
      new Date(now.getTime() - (DEMO_HELD_WEEKS + 1) * WEEK_MS),
      DEMO_SESSION.day,
      DEMO_SESSION.timeSlot,
      now,
    )
      .filter((week) => week.end.getTime() <= now.getTime())
      .slice(-DEMO_HELD_WEEKS);
    if (weeks.length === 0) return;
    // The sessions sweep may already have written these weeks as scheduled: they become held.
    const held = await tx
      .insert(teachingSessions)
      .values(
        weeks.map((week) => ({
          requestId: partnership.id,
          occurrence: week.start,
          startsAt: week.start,
          endsAt: week.end,
          attendance: 'held' as const,
          volunteerConfirmed: true,
        })),
      )
      .onConflictDoUpdate({
        target: [teachingSessions.requestId, teachingSessions.occurrence],
        set: { attendance: 'held', volunteerConfirmed: true },
      })
      .returning({ id: teachingSessions.id });
    const [certificate] = await tx
      .insert(certificates)
      .values({
        code: newCertificateCode(),
        requestId: partnership.id,
        volunteerName: DEMO_VOLUNTEER.fullName,
        ngoName: DEMO_NGO.ngoName,
        minutes: weeks.length * 60,
        sessions: weeks.length,
        periodStart: weeks[0]!.start,
        periodEnd: weeks.at(-1)!.start,
      })
      .returning({ id: certificates.id });
    await recordCountedSessions(
      tx,
      certificate!.id,
      held.map((s) => s.id),
    );
  });
}

/**
 * Creates whatever part of the demo data is missing; a no-op once everything exists. New demo
 * accounts get `password`; existing ones keep theirs (see rekeyDemoAccounts).
 */
export async function seedDemoAccounts(db: Db, password: string, publicUrl: string): Promise<void> {
  const ngoUid = await ensureAccount(db, DEMO_NGO_EMAIL, () =>
    createNgoAccount(db, { ...DEMO_NGO, password }),
  );
  const listingId = await ensureListing(db, ngoUid);
  await ensureVerified(db, ngoUid);

  // The demo volunteer is one of the 15 partners: their accepted request is the sample schedule
  // entry on the volunteer dashboard; they have asked the demo NGO for a second time too.
  const volunteerUid = await ensureAccount(db, DEMO_VOLUNTEER_EMAIL, () =>
    createVolunteerAccount(db, { ...DEMO_VOLUNTEER, password }),
  );
  await ensurePartnership(db, volunteerUid, listingId);
  await ensurePartnership(db, volunteerUid, listingId, { ...DEMO_SECOND_TIME, status: 'pending' });
  await ensureDemoHistory(db, volunteerUid, listingId);
  await ensureDemoNotes(db, volunteerUid, ngoUid);

  const partnerUids: string[] = [];
  for (const [index, name] of DEMO_PARTNER_NAMES.entries()) {
    const signup = partnerSignup(name, index);
    const uid = await ensureAccount(db, signup.email, () => createVolunteerAccount(db, signup));
    await ensurePartnership(db, uid, listingId);
    partnerUids.push(uid);
  }
  const newVolunteerUid = await ensureAccount(db, DEMO_NEW_VOLUNTEER_EMAIL, () =>
    createVolunteerAccount(db, { ...DEMO_NEW_VOLUNTEER, password }),
  );
  // A volunteer who covered a partner's session (src/server/substitutes/demo-cover.ts).
  const substitute = partnerSignup(DEMO_SUBSTITUTE_NAME, DEMO_PARTNER_NAMES.length);
  const substituteUid = await ensureAccount(db, substitute.email, () =>
    createVolunteerAccount(db, substitute),
  );
  await ensureDemoChecks(
    db,
    {
      vetted: [volunteerUid, ...partnerUids, substituteUid],
      waiting: [newVolunteerUid],
    },
    publicUrl,
  );
  await ensureClassHistory(db, volunteerUid, listingId, DEMO_SESSION);
  await ensureDemoCalendar(db, ngoUid, DEMO_SESSION);
  // A partner on a break (Priya Nair) and a partnership at risk (Rohan Das).
  await ensureDemoBreaksAndHealth(db, listingId, partnerUids[1]!, partnerUids[2]!);
  await ensureDemoCoordinator(db, ngoUid, password);
  await ensureDemoCover(db, { partnerUid: partnerUids[0]!, substituteUid, ngoUid });
  // Demo accounts are confirmed from the start, also in a database made before.
  await db
    .update(user)
    .set({ emailVerified: true })
    .where(and(like(user.email, `%@${DEMO_EMAIL_DOMAIN}`), eq(user.emailVerified, false)));
}
