// GET /api/operator/overview: what waits for the operators, as counts for the operator home page
// (mail given up after its last retry and volunteers' documents waiting for review among them);
// GET /api/operator/overview/disagreements: the sessions the two sides disagree on.
import { and, count, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { URGENT_CATEGORY } from '../../shared/reports';
import { ngoVerifications, reports } from '../db/schema';
import type { AppDeps } from '../http/env';
import { countGivenUp } from '../mail/given-up-mail';
import { countDisagreements, listDisagreements } from '../teaching-sessions/disagreements';
import { requireOperator } from './require-operator';
import { countWaitingDocuments } from '../vetting-documents/review';

export function operatorOverviewRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono()
    .use(requireOperator(deps))
    .get('/', async (c) => {
      const [[checks], [open], [urgent], disagreements, undeliveredMail, waitingDocuments] =
        await Promise.all([
          db
            .select({ n: count() })
            .from(ngoVerifications)
            .where(eq(ngoVerifications.status, 'pending')),
          db.select({ n: count() }).from(reports).where(ne(reports.status, 'resolved')),
          db
            .select({ n: count() })
            .from(reports)
            .where(and(ne(reports.status, 'resolved'), eq(reports.category, URGENT_CATEGORY))),
          countDisagreements(db),
          countGivenUp(db),
          countWaitingDocuments(db),
        ]);
      return c.json(
        {
          pendingNgoChecks: checks?.n ?? 0,
          openReports: open?.n ?? 0,
          urgentReports: urgent?.n ?? 0,
          sessionDisagreements: disagreements,
          undeliveredMail,
          waitingDocuments,
        },
        200,
      );
    })
    .get('/disagreements', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ sessions: await listDisagreements(db) }, 200);
    });
}
