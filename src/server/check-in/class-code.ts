// The code a coordinator shows at the venue for one session time of an in-person class: the link
// with its signed token, drawn as a QR code (SVG, by the `qrcode` package, as certificates draw
// theirs), and who of that time's volunteers has checked in so far, and when.
import { and, asc, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import { CHECK_IN_MESSAGES } from '../../shared/check-in';
import { CLASS_MESSAGES } from '../../shared/classes';
import { appUrl, PATHS } from '../../shared/paths';
import type { Db } from '../db/client';
import { ngoListings, teachingSessions, volunteers } from '../db/schema';
import { selectSessionsWithVolunteer } from '../db/joins';
import { apiError } from '../http/errors';
import { classRequestIds } from '../classes/queries';
import { keepSessionsAhead } from '../teaching-sessions/keep-ahead';
import { arrivedAt } from './arrival-columns';
import { checkInToken, checkInWindow } from './check-in-token';
import { isoOrNull } from '../db/rows';

export function checkInLink(publicUrl: string, token: string) {
  return appUrl(publicUrl, PATHS.checkIn, { token });
}

export async function classCheckInCode(
  db: Db,
  input: {
    ngoUid: string;
    classId: string;
    startsAt: Date;
    secret: string;
    publicUrl: string;
    now: Date;
  },
) {
  const ids = await classRequestIds(db, input.ngoUid, input.classId);
  const [listing] = await db
    .select({ id: ngoListings.id, mode: ngoListings.mode })
    .from(ngoListings)
    .where(eq(ngoListings.ownerUid, input.ngoUid));
  if (!listing) throw apiError(404, CLASS_MESSAGES.notFound);
  if (listing.mode !== 'in-person') throw apiError(409, CHECK_IN_MESSAGES.notInPerson);
  if (ids.running.length === 0) throw apiError(404, CLASS_MESSAGES.noSessions);
  await keepSessionsAhead(db, input.now, { requestIds: ids.running });
  const sessions = await selectSessionsWithVolunteer(db, {
    id: teachingSessions.id,
    endsAt: teachingSessions.endsAt,
    name: volunteers.fullName,
    arrivedAt,
  })
    .where(
      and(
        inArray(teachingSessions.requestId, ids.running),
        eq(teachingSessions.startsAt, input.startsAt),
        eq(teachingSessions.status, 'scheduled'),
      ),
    )
    .orderBy(asc(volunteers.fullName), asc(teachingSessions.id));
  if (sessions.length === 0) throw apiError(404, CLASS_MESSAGES.noSessions);
  const endsAt = new Date(Math.max(...sessions.map((s) => s.endsAt.getTime())));
  if (endsAt.getTime() < input.now.getTime()) throw apiError(410, CHECK_IN_MESSAGES.expired);
  const token = checkInToken(input.secret, {
    listingId: listing.id,
    classId: input.classId,
    startsAt: input.startsAt,
    endsAt,
  });
  const link = checkInLink(input.publicUrl, token);
  const svg = await QRCode.toString(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  const { opensAt, closesAt } = checkInWindow({ startsAt: input.startsAt, endsAt });
  return {
    link,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    volunteers: sessions.map((s) => ({
      sessionId: s.id,
      name: s.name,
      checkedInAt: isoOrNull(s.arrivedAt),
    })),
  };
}
