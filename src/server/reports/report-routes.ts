// POST /api/reports: "Report a concern". Signed-in volunteers and NGOs report what they
// can see (report-targets.ts); visitors report listings, 5 an hour per address, and may leave an
// email to hear the outcome. A child-safety report emails every operator once it is stored.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { codedError } from '../http/errors';
import {
  REPORT_CODES,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  reportSchema,
  URGENT_CATEGORY,
} from '../../shared/reports';
import type { Db } from '../db/client';
import { operators, reports, user } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/env';
import { hit } from '../http/rate-limit';
import { jsonBody } from '../http/validate';
import { asLocale } from '../accounts/account-language';
import { writeMail } from '../mail/outbox';
import { reportReceivedEmail, urgentReportEmail } from './emails';
import { reporterAddress } from './report-queue';
import { checkTarget } from './report-targets';
import { appUrl, PATHS } from '../../shared/paths';
import { accountHeld, holdAccount } from '../accounts/hold-account';

const HOUR = 3600;

/** Every operator's address and language (operators ⨝ user). */
export function operatorAddresses(db: Pick<Db, 'select'>) {
  return db
    .select({ email: user.email, language: user.language })
    .from(operators)
    .innerJoin(user, eq(user.id, operators.userId));
}

export function reportRoutes({ database, config }: AppDeps) {
  const { db } = database;
  return new Hono<AppEnv>().post('/', jsonBody(reportSchema), async (c) => {
    const input = c.req.valid('json');
    const reporterUid = c.get('user')?.id ?? null;
    const { subjectUid } = await checkTarget(db, input.targetKind, input.targetId, reporterUid);

    // Counted up front, so parallel reports cannot slip past the limit.
    const limit = reporterUid
      ? await hit(db, `report:account:${reporterUid}`, {
          name: 'report-account',
          limit: REPORT_LIMITS.accountPerHour,
          windowSeconds: HOUR,
        })
      : await hit(db, `report:ip:${c.get('clientIp')}`, {
          name: 'report-visitor',
          limit: REPORT_LIMITS.visitorPerHour,
          windowSeconds: HOUR,
        });
    if (!limit.allowed) {
      throw codedError(429, REPORT_MESSAGES.tooMany, REPORT_CODES.tooMany, {
        'Retry-After': String(limit.retryAfter),
      });
    }

    // The report, the reporter's receipt and the operators' urgent mails commit together (the
    // outbox, decision 0030).
    const row = await db.transaction(async (tx) => {
      // The accounts the report names are held first (src/server/accounts/hold-account.ts): a
      // reporter deleting their account meanwhile is asked to log in, and a subject deleted
      // meanwhile is no longer named, instead of the insert failing its foreign keys.
      if (reporterUid) await holdAccount(tx, reporterUid);
      const subject = subjectUid && (await accountHeld(tx, subjectUid)) ? subjectUid : null;
      const [row] = await tx
        .insert(reports)
        .values({
          reporterUid,
          reporterEmail: reporterUid ? null : input.email || null,
          targetKind: input.targetKind,
          targetId: input.targetId,
          subjectUid: subject,
          category: input.category,
          details: input.details,
        })
        .returning({ id: reports.id, status: reports.status, createdAt: reports.createdAt });
      // The receipt goes to the reporter's account, or to the email a visitor left.
      const reader = await reporterAddress(tx, {
        reporterUid,
        reporterEmail: reporterUid ? null : input.email || null,
      });
      if (reader) {
        await writeMail(tx, {
          kind: 'report-received',
          ...reportReceivedEmail({
            ...reader,
            category: input.category,
            reportedAt: row!.createdAt,
          }),
        });
      }
      if (input.category === URGENT_CATEGORY) {
        const queueUrl = appUrl(config.publicUrl, PATHS.operatorReports);
        for (const operator of await operatorAddresses(tx)) {
          await writeMail(tx, {
            kind: 'report-urgent',
            ...urgentReportEmail({
              to: operator.email,
              language: asLocale(operator.language),
              reportId: row!.id,
              targetKind: input.targetKind,
              queueUrl,
            }),
          });
        }
      }
      return row;
    });
    return c.json(
      {
        message: REPORT_MESSAGES.received,
        report: { id: row!.id, status: row!.status, createdAt: row!.createdAt.toISOString() },
      },
      201,
    );
  });
}
