// NGO verification for tests. Tests about verification send the details and decide
// through the API (PUT /api/ngo/verification, /api/operator/ngos/:uid/verify). Tests about
// something else that need an NGO able to accept mark it verified in the database
// (markNgoVerifiedInDb), as signedInNgo does by default.
import type { Db } from '../../src/server/db/client';
import { ngoVerifications } from '../../src/server/db/schema';

/** NOT the real way: writes a verified row directly, for tests that are not about verification. */
export async function markNgoVerifiedInDb(db: Db, ngoUid: string): Promise<void> {
  await db
    .insert(ngoVerifications)
    .values({
      ngoUid,
      registrationType: 'trust',
      registrationNumber: 'TEST/0001',
      contactName: 'Test Contact',
      contactEmail: 'contact@example.org',
      contactPhone: '+91 98765 43210',
      status: 'verified',
      decidedAt: new Date(),
      decidedBy: 'test',
    })
    .onConflictDoUpdate({ target: ngoVerifications.ngoUid, set: { status: 'verified' } });
}

/** Details that pass ngoVerificationSchema. */
export const VERIFICATION_DETAILS = {
  registrationType: 'society',
  registrationNumber: 'S/12345/2019',
  darpanId: 'JH/2017/0123456',
  contactName: 'Meera Oraon',
  contactEmail: 'meera@example.org',
  contactPhone: '+91 98350 12345',
} as const;
