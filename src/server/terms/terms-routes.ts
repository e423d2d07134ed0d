// /api/ngo/terms: the signed-in NGO's terms and holidays, and their changes. Each change answers
// how many sessions it cancelled and restored; with ?preview=1 it answers what it would do and
// changes nothing (the dashboard's confirmation). Another NGO's entries are answered as missing.
import { Hono } from 'hono';
import {
  calendarEntrySchema,
  calendarPreviewSchema,
  entryOf,
  TERMS_MESSAGES,
} from '../../shared/terms';
import { indiaIsoDate } from '../../shared/time';
import type { AppDeps, AppEnv } from '../http/env';
import { apiError } from '../http/errors';
import { ngoOf, requireNgo } from '../http/session';
import { jsonBody, queryParams, serialIdOr } from '../http/validate';
import { writeMail } from '../mail/outbox';
import { ngoAddress, volunteerAddress } from '../teaching-sessions/parties';
import type { Tx } from '../db/client';
import { entriesOf } from './calendar-store';
import {
  changeCalendar,
  keepPartnershipsAhead,
  previewCalendarChange,
  type CalendarOutcome,
} from './change-calendar';
import { calendarChangeEmail } from './emails';
import type { CalendarChange } from '../../shared/terms';
import { appUrl, PATHS } from '../../shared/paths';

const entryId = (raw: string) => serialIdOr(raw, () => apiError(404, TERMS_MESSAGES.notFound));

export function termRoutes({ database, config }: AppDeps) {
  const { db } = database;
  const dashboardUrl = appUrl(config.publicUrl, PATHS.volunteerDashboard);

  /** One mail per volunteer whose sessions the change touched, in the change's transaction. */
  async function tellVolunteers(tx: Tx, ngoUid: string, outcome: CalendarOutcome, now: Date) {
    const { cancel, restore } = outcome.plan;
    const volunteers = new Set([
      ...cancel.map((c) => c.session.volunteerUid),
      ...restore.map((s) => s.volunteerUid),
    ]);
    if (volunteers.size === 0) return;
    const ngo = await ngoAddress(tx, ngoUid);
    for (const uid of volunteers) {
      const to = await volunteerAddress(tx, uid);
      if (!to) continue;
      const message = calendarChangeEmail({
        to: to.email,
        language: to.language,
        volunteerName: to.name,
        ngoName: ngo?.name ?? '',
        cancelled: cancel
          .filter((c) => c.session.volunteerUid === uid)
          .map((c) => ({ ...c.session, closure: c.closure })),
        restored: restore.filter((s) => s.volunteerUid === uid),
        dashboardUrl,
      });
      await writeMail(tx, { kind: 'calendar-change', ...message }, now);
    }
  }

  async function change(ngoUid: string, change: CalendarChange, preview: boolean) {
    const now = new Date();
    if (preview) {
      const plan = await previewCalendarChange(db, { ngoUid, change, now });
      return { preview, entry: null, cancelled: plan.cancel.length, restored: plan.restore.length };
    }
    const outcome = await changeCalendar(db, { ngoUid, change, now }, (tx, outcome) =>
      tellVolunteers(tx, ngoUid, outcome, now),
    );
    // The weeks the change opened (a new term, a holiday removed) get their sessions now.
    await keepPartnershipsAhead(db, ngoUid, now);
    return {
      preview,
      entry: outcome.entry,
      cancelled: outcome.plan.cancel.length,
      restored: outcome.plan.restore.length,
    };
  }

  return new Hono<AppEnv>()
    .use(requireNgo(db))
    .get('/', async (c) => {
      const entries = await entriesOf(db, ngoOf(c).uid);
      c.header('Cache-Control', 'no-store');
      return c.json({ entries, today: indiaIsoDate(new Date()) });
    })
    .post(
      '/entries',
      queryParams(calendarPreviewSchema),
      jsonBody(calendarEntrySchema),
      async (c) => {
        const answer = await change(
          ngoOf(c).uid,
          { id: null, entry: entryOf(c.req.valid('json')) },
          c.req.valid('query').preview === '1',
        );
        return answer.preview ? c.json(answer, 200) : c.json(answer, 201);
      },
    )
    .put(
      '/entries/:id',
      queryParams(calendarPreviewSchema),
      jsonBody(calendarEntrySchema),
      async (c) => {
        const id = entryId(c.req.param('id'));
        const preview = c.req.valid('query').preview === '1';
        return c.json(
          await change(ngoOf(c).uid, { id, entry: entryOf(c.req.valid('json')) }, preview),
        );
      },
    )
    .delete('/entries/:id', queryParams(calendarPreviewSchema), async (c) => {
      const id = entryId(c.req.param('id'));
      const preview = c.req.valid('query').preview === '1';
      return c.json(await change(ngoOf(c).uid, { id, entry: null }, preview));
    });
}
