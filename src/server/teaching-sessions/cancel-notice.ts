// Telling the other side that a session was cancelled, in the cancellation's transaction: by SMS
// when they chose it (src/server/sms), otherwise by email, coalesced with any mail about the
// session still waiting (decision 0030). The dashboard's cancel and an SMS reply of "2" both
// come here, so the two say the same.
import { appUrl, PATHS } from '../../shared/paths';
import type { Tx } from '../db/client';
import { writeSessionMail } from '../mail/outbox';
import { smsPhoneOf, writeSmsOrMail } from '../sms/outbox';
import { coverIfAlways } from '../substitutes/search';
import type { LockedSession } from './changes';
import { sessionCancelledEmail } from './emails';
import { ngoAddress, volunteerAddress } from './parties';

/**
 * After a session is cancelled: the other side is told, and when the volunteer cancelled, an NGO
 * that always wants cover has the search for a substitute begin (docs/decisions/0042-substitutes.md).
 */
export async function afterCancel(
  tx: Tx,
  s: LockedSession,
  input: { reason: string; now: Date; publicUrl: string },
) {
  await tellOfCancel(tx, s, input);
  if (s.side === 'volunteer') {
    await coverIfAlways(tx, s.id, input.now, { publicUrl: input.publicUrl });
  }
}

async function tellOfCancel(
  tx: Tx,
  s: LockedSession,
  input: { reason: string; now: Date; publicUrl: string },
) {
  const toNgo = s.side === 'volunteer';
  const otherUid = toNgo ? s.ownerUid : s.volunteerUid;
  const other = toNgo
    ? await ngoAddress(tx, s.ownerUid)
    : await volunteerAddress(tx, s.volunteerUid);
  if (!other) return;
  const byName = toNgo ? s.volunteerName : s.ngoName;
  const compose = (startsAt: Date) =>
    sessionCancelledEmail({
      to: other.email,
      language: other.language,
      recipientName: other.name,
      byName,
      by: s.side,
      topic: s.topic ?? '',
      startsAt,
      reason: input.reason,
      dashboardUrl: appUrl(input.publicUrl, toNgo ? PATHS.ngoDashboard : PATHS.volunteerDashboard),
    });
  if (otherUid && (await smsPhoneOf(tx, otherUid))) {
    await writeSmsOrMail(
      tx,
      {
        kind: 'session-cancelled',
        userId: otherUid,
        language: other.language,
        words: { other: byName, startsAt: s.startsAt },
        sessionId: s.id,
        mail: { kind: 'session-cancelled', ...compose(s.startsAt) },
      },
      input.now,
    );
    return;
  }
  await writeSessionMail(
    tx,
    {
      kind: 'session-cancelled',
      to: other.email,
      session: { id: s.id, partnershipId: s.requestId, knownStartsAt: s.startsAt },
      compose,
    },
    input.now,
  );
}
