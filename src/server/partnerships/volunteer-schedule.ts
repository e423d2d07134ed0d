// A volunteer's running partnerships as a weekly calendar (.ics), with each session's
// cancellations and moves as exceptions and the place only where the contact rule shares it.
import { and, asc, eq } from 'drizzle-orm';
import type { ListingPlace } from '../../shared/listing-place';
import { accountLanguage } from '../accounts/account-language';
import type { Db } from '../db/client';
import { connectionRequests, ngoListings, ngos, teachingSessions } from '../db/schema';
import { selectRequests, selectSessions } from '../db/joins';
import { mailText, optionText, type MailText } from '../mail/mail-i18n';
import { placeColumns } from '../ngo-profile/listing-place';
import { seriesChanges } from '../teaching-sessions/calendar';
import { detailsShared, running } from './contact-rule';
import { buildCalendar } from './ics';

export async function volunteerSchedule(db: Db, publicUrl: string, uid: string): Promise<string> {
  const rows = await selectRequests(db, {
    id: connectionRequests.id,
    day: connectionRequests.day,
    timeSlot: connectionRequests.timeSlot,
    topic: connectionRequests.topic,
    since: connectionRequests.updatedAt,
    ngoUid: ngoListings.ownerUid,
    ngoName: ngoListings.name,
    city: ngoListings.location,
    place: placeColumns,
    contactPerson: ngos.contactPerson,
    email: ngos.email,
    phone: ngos.phone,
    shared: detailsShared.sql,
  })
    .leftJoin(ngos, eq(ngos.uid, ngoListings.ownerUid))
    .where(and(eq(connectionRequests.volunteerUid, uid), running.sql))
    .orderBy(asc(connectionRequests.id));
  const now = new Date();
  const changes = await seriesChanges(
    db,
    rows.flatMap((r) => (r.day && r.timeSlot ? [{ ...r, day: r.day, timeSlot: r.timeSlot }] : [])),
    now,
  );
  const host = new URL(publicUrl).hostname;
  // In the volunteer's account language: the file is theirs, whichever browser fetches it.
  const language = (await accountLanguage(db, uid)) ?? 'en';
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
        ...changes.get(r.id),
      })),
    now,
    { name: t('ics.name'), singles: await coveredSessions(db, uid, host, t) },
  );
  return ics;
}

/**
 * The sessions this volunteer covers for another (src/server/substitutes), each its own event;
 * the place as the contact rule shares it with the partnership's volunteer.
 */
async function coveredSessions(db: Db, uid: string, host: string, t: MailText) {
  const rows = await selectSessions(db, {
    id: teachingSessions.id,
    startsAt: teachingSessions.startsAt,
    endsAt: teachingSessions.endsAt,
    topic: connectionRequests.topic,
    ngoName: ngoListings.name,
    city: ngoListings.location,
    place: placeColumns,
    shared: detailsShared.sql,
  })
    .where(and(eq(teachingSessions.coveredBy, uid), eq(teachingSessions.status, 'scheduled')))
    .orderBy(asc(teachingSessions.startsAt));
  return rows.map((r) => {
    const topic = r.topic ? optionText(t, r.topic) : t('ics.volunteering');
    return {
      uid: `cover-${r.id}@${host}`,
      start: r.startsAt,
      end: r.endsAt,
      summary: t('ics.summary', { topic, ngo: r.ngoName }),
      ...calendarPlace(t, r.place, optionText(t, r.city), r.shared),
      description: t('ics.description', {
        topic: r.topic ? optionText(t, r.topic) : '',
        ngo: r.ngoName,
        city: optionText(t, r.city),
      }),
    };
  });
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
