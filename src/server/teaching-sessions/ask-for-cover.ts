// Where a session the volunteer cannot teach asks for cover. Called, in the cancellation's
// transaction, when a volunteer cancels by SMS reply ("2", src/server/sms/replies.ts). It does
// nothing yet: the substitutes capability hooks in here (offers to other volunteers, written with
// writeSmsOrMail's 'substitute-offer' kind). docs/decisions/0044-sms.md names this hook.
import type { Tx } from '../db/client';
import type { LockedSession } from './changes';

export async function askForCover(_tx: Tx, _session: LockedSession, _now: Date): Promise<void> {}
