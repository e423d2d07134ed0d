// Everything Setu holds about one person, as the JSON they download (DPDP Act, 2023): their
// account, profile, registrations, preferences, listing, needs, terms and holidays, requests
// both ways, their teaching record (sessions, attendance, hours, certificates), the session notes
// they wrote (src/server/session-notes), their safeguarding quiz attempts' dates and results,
// consents, reports they made and their verification details. Never a password hash, a session
// token or a reset link, and of the other party of a request only what that person already sees on their
// dashboard (contact details only where detailsShared holds: src/server/partnerships/contact-rule.ts).
import { placeColumns } from '../ngo-profile/listing-place';
import { matchingProfileColumns } from '../ngo-profile/matching-profile-columns';
import { detailsShared } from '../partnerships/contact-rule';
import { verificationColumns } from '../verification/store';
import { teachingRecord } from './teaching-record';
import { documentChecksForExport } from '../vetting-documents/store';
import { notesWrittenBy } from '../session-notes/queries';
import { feedbackWrittenBy } from '../endings/endings';
import { courseAttemptsOf } from '../safeguarding-course/attempts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cityWatches,
  connectionRequests,
  consents,
  feedback,
  ngoListings,
  ngoMembers,
  ngoNeeds,
  ngos,
  ngoTeamEvents,
  ngoVerifications,
  reports,
  session,
  user,
  volunteerRegistrations,
  volunteers,
} from '../db/schema';
import { selectRequests, selectRequestsWithVolunteer } from '../db/joins';
import { isoOrNull } from '../db/rows';
import { entriesOf } from '../terms/calendar-store';
import { smsSettingsOf } from '../sms/settings';
import { refereesForExport } from '../vetting-references/referees';

/** A request as either side's export writes it, after who it was with. */
const requestColumns = {
  message: connectionRequests.message,
  day: connectionRequests.day,
  timeSlot: connectionRequests.timeSlot,
  topic: connectionRequests.topic,
  createdAt: connectionRequests.createdAt,
  updatedAt: connectionRequests.updatedAt,
  shared: detailsShared.sql,
};

/** What the export says about itself, so a reader knows what the file is. */
const ABOUT =
  'Everything Setu holds about your account, as of exportedAt. Passwords are stored only as a one-way hash and are not included; nor are session tokens.';

export async function exportOwnData(db: Db, userId: string, now = new Date()) {
  const [account] = await db
    .select({
      name: user.name,
      email: user.email,
      emailConfirmed: user.emailVerified,
      language: user.language,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!account) return null;

  const [volunteer] = await db.select().from(volunteers).where(eq(volunteers.userId, userId));
  const [ngo] = await db.select().from(ngos).where(eq(ngos.uid, userId));
  // A coordinator of an NGO's team (decision 0036): their membership is theirs; the NGO's data
  // is the NGO's, exported by its owner.
  const [membership] = await db
    .select({ ngoName: ngos.ngoName, joinedAt: ngoMembers.joinedAt })
    .from(ngoMembers)
    .innerJoin(ngos, eq(ngos.uid, ngoMembers.ngoUid))
    .where(eq(ngoMembers.userId, userId));

  const sessions = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(desc(session.createdAt));

  const consentRows = await db
    .select({ kind: consents.kind, textVersion: consents.textVersion, givenAt: consents.givenAt })
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(asc(consents.givenAt));

  const reportRows = await db
    .select({
      id: reports.id,
      category: reports.category,
      details: reports.details,
      about: reports.targetKind,
      aboutId: reports.targetId,
      status: reports.status,
      outcome: reports.outcome,
      createdAt: reports.createdAt,
      updatedAt: reports.updatedAt,
    })
    .from(reports)
    .where(eq(reports.reporterUid, userId))
    .orderBy(asc(reports.createdAt));

  const contactMessages = await db
    .select({
      name: feedback.name,
      email: feedback.email,
      message: feedback.message,
      sentAt: feedback.createdAt,
    })
    .from(feedback)
    .where(sql`lower(${feedback.email}) = ${account.email.toLowerCase()}`)
    .orderBy(asc(feedback.createdAt));

  const base = {
    about: ABOUT,
    exportedAt: now.toISOString(),
    account: {
      name: account.name,
      email: account.email,
      emailConfirmed: account.emailConfirmed,
      language: account.language,
      createdAt: isoOrNull(account.createdAt),
      role: volunteer ? ('volunteer' as const) : ngo || membership ? ('ngo' as const) : null,
    },
    sessions: sessions.map((s) => ({
      createdAt: isoOrNull(s.createdAt),
      expiresAt: isoOrNull(s.expiresAt),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    consents: consentRows.map((c) => ({ ...c, givenAt: isoOrNull(c.givenAt) })),
    reportsMade: reportRows.map((r) => ({
      ...r,
      createdAt: isoOrNull(r.createdAt),
      updatedAt: isoOrNull(r.updatedAt),
    })),
    contactMessages: contactMessages.map((m) => ({ ...m, sentAt: isoOrNull(m.sentAt) })),
    // The SMS choice: the number, the consent's time, and when and how it was switched off.
    sms: await smsSettingsOf(db, userId),
  };

  if (volunteer) {
    const {
      userId: _uid,
      codeOfConductVersion,
      codeOfConductAcceptedAt,
      timestamp,
      ...profile
    } = volunteer;
    const registrations = await db
      .select()
      .from(volunteerRegistrations)
      .where(eq(volunteerRegistrations.uid, userId))
      .orderBy(asc(volunteerRegistrations.timestamp));
    const requests = await selectRequests(db, {
      id: connectionRequests.id,
      status: connectionRequests.status,
      ngoName: ngoListings.name,
      city: ngoListings.location,
      ownerUid: ngoListings.ownerUid,
      ...requestColumns,
    })
      .where(eq(connectionRequests.volunteerUid, userId))
      .orderBy(asc(connectionRequests.createdAt), asc(connectionRequests.id));
    // The NGO's contact, as the volunteer's dashboard shows it.
    const acceptedOwners = [...new Set(requests.filter((r) => r.shared).map((r) => r.ownerUid!))];
    const contacts = acceptedOwners.length
      ? await db
          .select({
            uid: ngos.uid,
            contactPerson: ngos.contactPerson,
            email: ngos.email,
            phone: ngos.phone,
          })
          .from(ngos)
          .where(inArray(ngos.uid, acceptedOwners))
      : [];
    return {
      ...base,
      volunteerProfile: { ...profile, registeredAt: isoOrNull(timestamp) },
      // The identity and police clearance checks: states and dates, never the documents.
      documentChecks: await documentChecksForExport(db, userId, now),
      preferences: {
        preferredTopics: volunteer.preferredTopics,
        codeOfConduct: {
          version: codeOfConductVersion,
          acceptedAt: isoOrNull(codeOfConductAcceptedAt),
        },
      },
      registrations: registrations.map(({ uid: _u, timestamp: at, ...r }) => ({
        ...r,
        timestamp: isoOrNull(at),
      })),
      requestsSent: requests.map(({ ownerUid, createdAt, updatedAt, shared, ...r }) => {
        const contact = shared ? contacts.find((c) => c.uid === ownerUid) : undefined;
        return {
          ...r,
          createdAt: isoOrNull(createdAt),
          updatedAt: isoOrNull(updatedAt),
          ngoContact: contact
            ? { contactPerson: contact.contactPerson, email: contact.email, phone: contact.phone }
            : null,
        };
      }),
      teachingRecord: await teachingRecord(db, userId, 'volunteer'),
      sessionNotes: await notesWrittenBy(db, userId),
      // Their feedback for Setu on ended partnerships (docs/decisions/0046-honest-endings.md).
      endingFeedback: await feedbackWrittenBy(db, userId),
      // The safeguarding quiz's attempts: dates and results, not the questions.
      safeguardingCourseAttempts: await courseAttemptsOf(db, userId),
      // The referees they named: names, states and dates, never the referees' answers.
      referees: await refereesForExport(db, userId),
      // "Tell me when an NGO in ‹city› joins Setu".
      cityWatches: (
        await db
          .select({
            city: cityWatches.city,
            askedAt: cityWatches.createdAt,
            notifiedAt: cityWatches.notifiedAt,
            stoppedAt: cityWatches.stoppedAt,
          })
          .from(cityWatches)
          .where(eq(cityWatches.volunteerUid, userId))
          .orderBy(asc(cityWatches.createdAt))
      ).map((w) => ({
        city: w.city,
        askedAt: isoOrNull(w.askedAt),
        notifiedAt: isoOrNull(w.notifiedAt),
        stoppedAt: isoOrNull(w.stoppedAt),
      })),
    };
  }

  if (ngo) {
    const { uid: _uid, createdAt, ...profile } = ngo;
    const [listing] = await db
      .select({
        id: ngoListings.id,
        name: ngoListings.name,
        location: ngoListings.location,
        days: ngoListings.availability,
        timeSlots: ngoListings.availabilityTimes,
        teachingTimes: ngoListings.teachingTimes,
        ...placeColumns,
        ...matchingProfileColumns,
        createdAt: ngoListings.createdAt,
        updatedAt: ngoListings.updatedAt,
      })
      .from(ngoListings)
      .where(eq(ngoListings.ownerUid, userId));
    const needs = await db
      .select({ label: ngoNeeds.label, addedAt: ngoNeeds.createdAt })
      .from(ngoNeeds)
      .where(eq(ngoNeeds.ngoUid, userId))
      .orderBy(asc(ngoNeeds.createdAt), asc(ngoNeeds.id));
    const [verification] = await db
      .select(verificationColumns)
      .from(ngoVerifications)
      .where(eq(ngoVerifications.ngoUid, userId));
    const requests = listing
      ? await selectRequestsWithVolunteer(db, {
          id: connectionRequests.id,
          status: connectionRequests.status,
          volunteerName: volunteers.fullName,
          email: volunteers.email,
          phone: volunteers.phone,
          ...requestColumns,
        })
          .where(and(eq(connectionRequests.listingId, listing.id)))
          .orderBy(asc(connectionRequests.createdAt), asc(connectionRequests.id))
      : [];
    return {
      ...base,
      ngoProfile: { ...profile, registeredAt: isoOrNull(createdAt) },
      listing: listing
        ? {
            ...listing,
            createdAt: isoOrNull(listing.createdAt),
            updatedAt: isoOrNull(listing.updatedAt),
          }
        : null,
      needs: needs.map((n) => ({ ...n, addedAt: isoOrNull(n.addedAt) })),
      termsAndHolidays: (await entriesOf(db, userId)).map(({ id: _, ...entry }) => entry),
      verification: verification
        ? {
            ...verification,
            submittedAt: isoOrNull(verification.submittedAt),
            decidedAt: isoOrNull(verification.decidedAt),
          }
        : null,
      // The volunteer's contact, as the NGO's dashboard shows it.
      requestsReceived: requests.map(
        ({ email, phone, createdAt: at, updatedAt, shared, ...r }) => ({
          ...r,
          createdAt: isoOrNull(at),
          updatedAt: isoOrNull(updatedAt),
          volunteerContact: shared ? { email, phone } : null,
        }),
      ),
      teachingRecord: await teachingRecord(db, userId, 'ngo'),
      sessionNotes: await notesWrittenBy(db, userId),
      endingFeedback: await feedbackWrittenBy(db, userId),
    };
  }

  if (membership) {
    const actions = await db
      .select({
        at: ngoTeamEvents.at,
        event: ngoTeamEvents.event,
        email: ngoTeamEvents.subjectEmail,
      })
      .from(ngoTeamEvents)
      .where(eq(ngoTeamEvents.actorUid, userId))
      .orderBy(asc(ngoTeamEvents.at));
    return {
      ...base,
      team: {
        ngoName: membership.ngoName,
        role: 'coordinator' as const,
        joinedAt: isoOrNull(membership.joinedAt),
        teamChanges: actions.map((a) => ({ ...a, at: isoOrNull(a.at) })),
      },
    };
  }

  return base;
}
