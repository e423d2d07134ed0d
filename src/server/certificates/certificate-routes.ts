// /api/certificates (the two sides of a partnership) and /api/verify (anyone): issue, list,
// download as PDF, revoke, issue again, and check a code (src/server/certificates).
import { Hono } from 'hono';
import {
  CERTIFICATE_CODE,
  CERTIFICATE_MESSAGES,
  issueCertificateSchema,
  issueCoverCertificateSchema,
  revokeCertificateSchema,
  type Verification,
} from '../../shared/certificates';
import type { Locale } from '../../shared/locales';
import { asLocale, accountLanguage } from '../accounts/account-language';
import {
  blockedPartnerships,
  certificateFor,
  heldByPartnership,
  issueCertificate,
  listCertificates,
  reissueCertificate,
  revokeCertificate,
  verifyCertificate,
} from './certificates';
import { heldCovers, issueCoverCertificate } from './cover-certificates';
import { keepPdf, storedPdf } from './stored-pdfs';
import { certificateReissuedEmail, certificateRevokedEmail } from './emails';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { addressKey, hit, type LimitRule } from '../http/rate-limit';
import { requireSignedIn, signedInAccount } from '../http/session';
import { jsonBody } from '../http/validate';
import { mailVolunteer } from '../teaching-sessions/parties';
import { appUrl, PATHS, verifyPath } from '../../shared/paths';

/** A certificate code from the path; one that cannot be a code answers as an unknown one. */
function pathCode(raw: string): string {
  if (!CERTIFICATE_CODE.test(raw)) throw apiError(404, CERTIFICATE_MESSAGES.notFound);
  return raw;
}

/**
 * Downloads per account: far more than a person clicks, few enough that one account cannot keep
 * the PDF worker busy. Per address the limit is for floods only: many people share one address
 * in India (a college hall downloading its certificates at once stays under it). README,
 * "Performance"; decision 0028.
 */
export const PDF_ACCOUNT_LIMIT: LimitRule = {
  name: 'certificate-pdf-account',
  limit: 20,
  windowSeconds: 600,
};
export const PDF_ADDRESS_LIMIT: LimitRule = {
  name: 'certificate-pdf-ip',
  limit: 600,
  windowSeconds: 600,
};

export const pdfAddressKey = (ip: string) => addressKey(PDF_ADDRESS_LIMIT, ip);
export const pdfAccountKey = (uid: string) => `${PDF_ACCOUNT_LIMIT.name}:${uid}`;

function tooManyDownloads(retryAfter: number) {
  return apiError(429, CERTIFICATE_MESSAGES.tooManyDownloads, undefined, {
    'Retry-After': String(retryAfter),
  });
}

export function certificateRoutes({ database, config, pdfRenderer }: AppDeps) {
  const { db } = database;
  const verifyUrl = (code: string) => appUrl(config.publicUrl, verifyPath(code));
  const dashboardUrl = appUrl(config.publicUrl, PATHS.volunteerDashboard);
  // Two downloads of a certificate not yet kept wait for one render.
  const rendering = new Map<string, Promise<Buffer>>();

  async function pdfOf(found: Awaited<ReturnType<typeof certificateFor>>, language: Locale) {
    const kept = await storedPdf(db, found.id, language);
    if (kept) return kept;
    const key = `${found.id}:${language}`;
    let job = rendering.get(key);
    if (!job) {
      job = pdfRenderer
        .render({ ...found, verifyUrl: verifyUrl(found.code) }, language)
        .then((pdf) => keepPdf(db, found.id, language, pdf))
        .finally(() => rendering.delete(key));
      rendering.set(key, job);
    }
    return job;
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { uid, role } = await signedInAccount(db, c);
      const [issued, held, covers] = await Promise.all([
        listCertificates(db, uid, role),
        heldByPartnership(db, uid, role),
        role === 'volunteer' ? heldCovers(db, uid) : [],
      ]);
      const blocked = await blockedPartnerships(
        db,
        held.map((p) => p.requestId),
      );
      c.header('Cache-Control', 'no-store');
      return c.json({
        role,
        certificates: issued,
        // What each partnership's certificate would say now (the volunteer can ask for it,
        // unless the NGO revoked the newest: then `revokedFor` holds the reason's category).
        partnerships: held.map((p) => ({
          requestId: p.requestId,
          ngoName: p.ngoName,
          day: p.day,
          timeSlot: p.timeSlot,
          volunteerName: p.volunteerName,
          sessions: p.sessions,
          hours: Math.round(p.minutes / 6) / 10,
          revokedFor: blocked.get(p.requestId) ?? null,
        })),
        // The sessions the volunteer covered as a substitute, per NGO: a certificate each.
        covers,
      });
    })
    .post('/', requireSignedIn, jsonBody(issueCertificateSchema), async (c) => {
      const { uid, role } = await signedInAccount(db, c);
      if (role !== 'volunteer') throw apiError(403, 'This page is for volunteers.');
      const code = await issueCertificate(db, uid, c.req.valid('json').requestId);
      return c.json({ code, verifyUrl: verifyUrl(code) }, 201);
    })
    .post('/cover', requireSignedIn, jsonBody(issueCoverCertificateSchema), async (c) => {
      const { uid, role } = await signedInAccount(db, c);
      if (role !== 'volunteer') throw apiError(403, 'This page is for volunteers.');
      const code = await issueCoverCertificate(db, uid, c.req.valid('json').listingId);
      return c.json({ code, verifyUrl: verifyUrl(code) }, 201);
    })
    .get('/:code/pdf', async (c) => {
      const byAddress = await hit(db, pdfAddressKey(c.get('clientIp')), PDF_ADDRESS_LIMIT);
      if (!byAddress.allowed) throw tooManyDownloads(byAddress.retryAfter);
      const { uid } = await signedInAccount(db, c);
      const byAccount = await hit(db, pdfAccountKey(uid), PDF_ACCOUNT_LIMIT);
      if (!byAccount.allowed) throw tooManyDownloads(byAccount.retryAfter);
      const code = pathCode(c.req.param('code'));
      const found = await certificateFor(db, uid, code);
      if (found.revokedAt) throw apiError(409, CERTIFICATE_MESSAGES.revokedPdf);
      // The language asked for (the screen's), else the account's.
      const asked = c.req.query('lang');
      const language = asked ? asLocale(asked) : ((await accountLanguage(db, uid)) ?? 'en');
      const pdf = await pdfOf(found, language);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="setu-certificate-${code}.pdf"`,
        'Cache-Control': 'no-store',
      });
    })
    .post('/:code/revoke', requireSignedIn, jsonBody(revokeCertificateSchema), async (c) => {
      const { uid } = await signedInAccount(db, c);
      const code = pathCode(c.req.param('code'));
      const input = c.req.valid('json');
      await revokeCertificate(db, uid, code, input, (tx, revoked) =>
        mailVolunteer(tx, revoked.volunteerUid, 'certificate-revoked', (volunteer) =>
          certificateRevokedEmail({
            to: volunteer.email,
            language: volunteer.language,
            volunteerName: volunteer.name,
            ngoName: revoked.ngoName,
            hours: Math.round(revoked.minutes / 6) / 10,
            sessions: revoked.sessions,
            category: input.category,
            dashboardUrl,
          }),
        ),
      );
      return c.json({ code, status: 'revoked' as const });
    })
    .post('/:code/reissue', async (c) => {
      const { uid } = await signedInAccount(db, c);
      const code = pathCode(c.req.param('code'));
      const issued = await reissueCertificate(db, uid, code, (tx, issued) =>
        mailVolunteer(tx, issued.volunteerUid, 'certificate-reissued', (volunteer) =>
          certificateReissuedEmail({
            to: volunteer.email,
            language: volunteer.language,
            volunteerName: volunteer.name,
            ngoName: issued.ngoName,
            hours: issued.hours,
            sessions: issued.sessions,
            dashboardUrl,
          }),
        ),
      );
      return c.json({ code: issued.code, verifyUrl: verifyUrl(issued.code) }, 201);
    });
}

export function verifyRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get('/:code', async (c) => {
    const code = c.req.param('code').toUpperCase();
    const answer: Verification = CERTIFICATE_CODE.test(code)
      ? await verifyCertificate(database.db, code)
      : { status: 'unknown' };
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  });
}
