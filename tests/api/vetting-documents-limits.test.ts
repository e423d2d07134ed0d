// Document uploads are limited per account (UPLOAD_LIMIT): the upload past the limit is refused
// with 429 and Retry-After before its file is read, and stores nothing; another volunteer is not
// affected.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vettingDocuments } from '../../src/server/db/schema';
import { UPLOAD_LIMIT } from '../../src/server/vetting-documents/vetting-documents-routes';
import { pngFile } from '../../src/server/vetting-documents/test-files';
import { MESSAGES } from '../../src/shared/messages';
import { DB_KINDS } from '../support/databases';
import { signedInVolunteer } from '../support/dashboards-factories';
import { documentCalls } from '../support/vetting-documents';
import { createTestApp, errorOf, type TestApp } from '../support/test-app';

describe.each(DB_KINDS)('document upload limit on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const { uploadId } = documentCalls(
    () => t,
    () => '',
  );

  it('refuses the upload past the limit per account, and only for that account', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    const png = await pngFile();
    for (let i = 0; i < UPLOAD_LIMIT.limit; i++) {
      expect((await uploadId(v.cookie, png)).status).toBe(200);
    }
    const refused = await uploadId(v.cookie, png, 'passport');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).error).toBe(MESSAGES.tooManyRequests);
    const rows = await t.database.db
      .select({ idType: vettingDocuments.idType })
      .from(vettingDocuments)
      .where(eq(vettingDocuments.volunteerUid, v.uid));
    expect(rows).toEqual([{ idType: 'pan' }]);
    const other = await signedInVolunteer(t, {}, { vetted: false });
    expect((await uploadId(other.cookie, png)).status).toBe(200);
  });
});
