// Rendered certificate PDFs, kept per certificate and language (docs/decisions/0028-certificates-stored-and-revoked.md).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { certificatePdfs, certificates } from '../db/schema';

/** The kept PDF of a certificate in one language, if it was made already. */
export async function storedPdf(db: Db, certificateId: number, language: string) {
  const [row] = await db
    .select({ pdf: certificatePdfs.pdf })
    .from(certificatePdfs)
    .where(
      and(eq(certificatePdfs.certificateId, certificateId), eq(certificatePdfs.language, language)),
    );
  return row?.pdf;
}

/**
 * Keeps a rendered PDF; when another instance kept one first, that one is served, so every
 * download of a certificate in a language gets the same bytes. Nothing is kept for a
 * certificate revoked meanwhile.
 */
export async function keepPdf(db: Db, certificateId: number, language: string, pdf: Buffer) {
  await db.execute(sql`
    insert into ${certificatePdfs} (certificate_id, language, pdf)
    select ${certificateId}::int, ${language}::text, ${pdf}::bytea
    where exists (select 1 from ${certificates} where id = ${certificateId} and revoked_at is null)
    on conflict do nothing`);
  return (await storedPdf(db, certificateId, language)) ?? pdf;
}
