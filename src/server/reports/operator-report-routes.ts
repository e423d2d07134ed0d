// /api/operator/reports: the queue and the workflow, for operators only
// (requireOperator answers everyone else a 404). Resolving tells the reporter the outcome in
// general words, in their language, with the change (the outbox, decision 0030).
import { Hono } from 'hono';
import {
  REPORT_CATEGORIES,
  reportQueueSchema,
  reportStatusSchema,
  type ReportCategory,
} from '../../shared/reports';
import type { AppDeps } from '../http/env';
import { apiError } from '../http/errors';
import { jsonBody, queryParams } from '../http/validate';
import { reportOutcomeEmail } from './emails';
import { writeMail } from '../mail/outbox';
import { requireOperator } from '../operators/require-operator';
import { serialIdOr } from '../http/validate';
import { changeReportStatus, reporterAddress, reportQueue } from './report-queue';

function reportId(raw: string): number {
  return serialIdOr(raw, () => apiError(404, 'Report not found.'));
}

export function operatorReportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono()
    .use(requireOperator(deps))
    .get('/', queryParams(reportQueueSchema), async (c) => {
      const { status } = c.req.valid('query');
      return c.json({ reports: await reportQueue(db, status) }, 200);
    })
    .post('/:id/status', jsonBody(reportStatusSchema), async (c) => {
      const id = reportId(c.req.param('id'));
      const input = c.req.valid('json');
      const operatorUid = c.get('operatorUid');
      let reporterTold = false;
      const { report } = await changeReportStatus(
        db,
        { id, operatorUid, status: input.status, outcome: input.outcome, note: input.note },
        async (tx, { report, before }) => {
          if (report.status !== 'resolved' || !report.outcome) return;
          const reader = await reporterAddress(tx, before);
          if (!reader) return;
          const category = (REPORT_CATEGORIES as readonly string[]).includes(before.category)
            ? (before.category as ReportCategory)
            : 'other';
          await writeMail(tx, {
            kind: 'report-outcome',
            ...reportOutcomeEmail({
              ...reader,
              category,
              outcome: input.outcome!,
              reportedAt: before.createdAt,
            }),
          });
          reporterTold = true;
        },
      );
      return c.json({ report: { ...report, reporterTold } }, 200);
    });
}
