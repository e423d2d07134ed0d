// /api/certificates (the two sides of a partnership) and /api/verify (anyone): issue, list,
// download as PDF, revoke, and check a code (src/server/certificates).
import { Hono } from 'hono';
import {
  CERTIFICATE_CODE,
  issueCertificateSchema,
  revokeCertificateSchema,
  type Verification,
} from '../../shared/certificates';
import { asLocale, accountLanguage } from '../accounts/account-language';
import { certificatePdf } from '../certificates/certificate-pdf';
import {
  certificateFor,
  heldByPartnership,
  issueCertificate,
  listCertificates,
  revokeCertificate,
  verifyCertificate,
} from '../certificates/certificates';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { signedInSide } from '../http/session';
import { jsonBody } from '../http/validate';

export function certificateRoutes({ database, config }: AppDeps) {
  const { db } = database;
  const verifyUrl = (code: string) => `${config.publicUrl}/#/verify/${code}`;

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { uid, role } = await signedInSide(db, c);
      const [issued, held] = await Promise.all([
        listCertificates(db, uid, role),
        heldByPartnership(db, uid, role),
      ]);
      c.header('Cache-Control', 'no-store');
      return c.json({
        role,
        certificates: issued,
        // What each partnership's certificate would say now (the volunteer can ask for it).
        partnerships: held.map((p) => ({
          requestId: p.requestId,
          ngoName: p.ngoName,
          volunteerName: p.volunteerName,
          sessions: p.sessions,
          hours: Math.round(p.minutes / 6) / 10,
        })),
      });
    })
    .post('/', jsonBody(issueCertificateSchema), async (c) => {
      const { uid, role } = await signedInSide(db, c);
      if (role !== 'volunteer') throw apiError(403, 'This page is for volunteers.');
      const code = await issueCertificate(db, uid, c.req.valid('json').requestId);
      return c.json({ code, verifyUrl: verifyUrl(code) }, 201);
    })
    .get('/:code/pdf', async (c) => {
      const { uid } = await signedInSide(db, c);
      const code = c.req.param('code');
      if (!CERTIFICATE_CODE.test(code)) throw apiError(404, 'Certificate not found.');
      const found = await certificateFor(db, uid, code);
      // The language asked for (the screen's), else the account's.
      const asked = c.req.query('lang');
      const language = asked ? asLocale(asked) : ((await accountLanguage(db, uid)) ?? 'en');
      const pdf = await certificatePdf({ ...found, verifyUrl: verifyUrl(code) }, language);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="setu-certificate-${code}.pdf"`,
        'Cache-Control': 'no-store',
      });
    })
    .post('/:code/revoke', jsonBody(revokeCertificateSchema), async (c) => {
      const { uid } = await signedInSide(db, c);
      const code = c.req.param('code');
      if (!CERTIFICATE_CODE.test(code)) throw apiError(404, 'Certificate not found.');
      await revokeCertificate(db, uid, code, c.req.valid('json').reason);
      return c.json({ code, status: 'revoked' as const });
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
