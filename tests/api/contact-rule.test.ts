// One rule for who sees contact details and the place (src/server/partnerships/contact-rule.ts,
// docs/decisions/0026-one-contact-rule.md), checked as a table on both databases: every state a
// partnership can be in, against every reader of contact details, the venue and the sessions.
// Each state is its own NGO, volunteer and partnership, brought there the real way (operators
// suspend and revoke through their API); each reader reads all six and is compared with its row.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ngoVerifications, teachingSessions } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/logger';
import type { MailMessage, Mailer } from '../../src/server/mail/mailer';
import { keepSessionsAhead } from '../../src/server/teaching-sessions/keep-ahead';
import { createMailDelivery } from '../../src/server/mail/outbox';
import { sendDueReminders } from '../../src/server/teaching-sessions/reminders';
import type { NgoSignup, VolunteerSignup } from '../../src/shared/schemas';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer, type SignedIn } from '../support/dashboards-factories';
import { createOperator, signInOperator, type Send } from '../support/operators';
import {
  api,
  createTestApp,
  expectJson,
  send,
  TEST_ORIGIN,
  type TestApp,
} from '../support/test-app';
import { nextIp } from '../support/factories';
import { exportBody, ngoExport, volunteerExport } from '../support/own-data-export';
import {
  acceptCode,
  act,
  pendingRequest,
  PROFILE,
  publishProfile,
  volunteerSide,
} from './requests-fixtures';

const STATES = [
  'accepted',
  'paused: volunteer suspended',
  'paused: NGO suspended',
  'NGO unverified',
  'verification revoked',
  'ended',
] as const;
type State = (typeof STATES)[number];

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const VENUE = PROFILE.venueAddress!;

interface Partnership {
  state: State;
  ngo: SignedIn<NgoSignup>;
  volunteer: SignedIn<VolunteerSignup>;
  requestId: number;
  /** t.outbox's length when the state began (for 'accepted': before the accept). */
  since: number;
  /** The partnership's sessions by week, as made at the accept (rows, whatever the API lists). */
  weeks: { id: number; startsAt: Date; endsAt: Date }[];
}

type Row = Record<State, string>;

interface Reader {
  name: string;
  /** Run once before the states are read: a sweep sends every partnership's mail at once. */
  before?(): Promise<void>;
  read(p: Partnership): Promise<string>;
  expected: Row;
}

const row = (...seen: string[]): Row =>
  Object.fromEntries(STATES.map((state, i) => [state, seen[i]!])) as Row;

function recorder() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  return { sent, mailer };
}

describe.each(DB_KINDS)('one contact rule for every reader, on %s', (kind) => {
  let t: TestApp;
  let call: Send;
  let operatorCookie: string;
  const partnerships = new Map<State, Partnership>();

  /** The API as `cookie`'s browser calls it, from an address of its own each time. */
  const as = (cookie: string) => api(t, { cookie, ip: nextIp() });
  const operator = () => as(operatorCookie).operator;
  const mailsTo = (p: Partnership, email: string) =>
    t.outbox.slice(p.since).filter((m) => m.to === email.toLowerCase() || m.to === email);

  async function partnership(state: State): Promise<Partnership> {
    const label = state.replace(/[^a-z]+/gi, ' ').trim();
    const ngo = await signedInNgo(t, { ngoName: `Rule NGO ${label}` });
    const listing = await publishProfile(t, ngo.cookie);
    const volunteer = await signedInVolunteer(t, { fullName: `Rule Volunteer ${label}` });
    await acceptCode(t, volunteer.cookie);
    const requestId = await pendingRequest(t, volunteer.cookie, listing);
    const beforeAccept = t.outbox.length;
    const accepted = await act(t, ngo.cookie, requestId, 'accept');
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const weeks = await t.database.db
      .select({
        id: teachingSessions.id,
        startsAt: teachingSessions.startsAt,
        endsAt: teachingSessions.endsAt,
      })
      .from(teachingSessions)
      .where(eq(teachingSessions.requestId, requestId))
      .orderBy(asc(teachingSessions.occurrence));
    expect(weeks.length).toBeGreaterThanOrEqual(5);
    const p = { state, ngo, volunteer, requestId, since: beforeAccept, weeks };
    await enter(p);
    if (state !== 'accepted') p.since = t.outbox.length;
    return p;
  }

  /** Brings an accepted partnership into its state. */
  async function enter(p: Partnership) {
    const reason = { reason: 'Checked by the contact-rule test.' };
    const ok = async (res: Promise<{ status: number; clone(): Response }>) => {
      const answer = await res;
      expect(answer.status, await answer.clone().text()).toBe(200);
    };
    switch (p.state) {
      case 'accepted':
        return;
      case 'paused: volunteer suspended':
        return ok(
          operator().accounts[':uid'].suspend.$post({
            param: { uid: p.volunteer.uid },
            json: reason,
          }),
        );
      case 'paused: NGO suspended':
        return ok(
          operator().accounts[':uid'].suspend.$post({ param: { uid: p.ngo.uid }, json: reason }),
        );
      case 'NGO unverified':
        // A partnership from before verification existed: the NGO has never been verified.
        await t.database.db.delete(ngoVerifications).where(eq(ngoVerifications.ngoUid, p.ngo.uid));
        return;
      case 'verification revoked':
        return ok(
          operator().ngos[':uid'].revoke.$post({ param: { uid: p.ngo.uid }, json: reason }),
        );
      case 'ended':
        return ok(act(t, p.volunteer.cookie, p.requestId, 'end'));
    }
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, path, body, cookie) => send(t, method, path, body, { cookie, ip: nextIp() });
    const operator = await createOperator(t.database.db);
    operatorCookie = (await signInOperator(call, operator)).cookie;
    for (const state of STATES) partnerships.set(state, await partnership(state));
  }, 300_000);
  afterAll(() => t.close());

  const logger = createLogger('silent');
  /** A sweep, then a delivery of the mails it wrote (the outbox) through `mailer`. */
  const sweep = async (mailer: Mailer, now: Date) => {
    await sendDueReminders({ db: t.database.db, logger, publicUrl: TEST_ORIGIN }, now);
    await createMailDelivery({ db: t.database.db, mailer, logger, now: () => now }).deliverDue();
  };

  /** What a JSON reader answered: the body, or null when the account cannot read (suspended). */
  async function json<R extends { status: number; clone(): Response; json(): Promise<unknown> }>(
    answer: Promise<R>,
  ) {
    const res = await answer;
    if (res.status === 401) return null;
    return expectJson(res);
  }
  /** The own-data export (a download, typed by tests/support/own-data-export.ts), or null. */
  async function exportOf(cookie: string) {
    const res = await as(cookie).accounts.me.export.$get();
    const status: number = res.status;
    if (status === 401) return null;
    expect(status, await res.clone().text()).toBe(200);
    return exportBody(res);
  }
  const both = (contact: boolean, place: boolean) =>
    contact && place ? 'details' : !contact && !place ? 'no details' : 'partly';

  /** One sweep at each distinct moment `at` gives over all partnerships; what they mailed. */
  async function sweepAll(at: (p: Partnership) => Date) {
    const { sent, mailer } = recorder();
    const moments = new Set([...partnerships.values()].map((p) => at(p).getTime()));
    for (const moment of [...moments].sort()) await sweep(mailer, new Date(moment));
    return sent;
  }
  let reminders: MailMessage[] = [];
  let nudges: MailMessage[] = [];

  const READERS: Reader[] = [
    {
      name: 'requests list, volunteer side: the NGO contact and the place',
      async read(p) {
        const body = await json(as(p.volunteer.cookie).requests.$get());
        if (!body) return 'signed out';
        const r = volunteerSide(body).requests.find((x) => x.id === p.requestId)!;
        return both(r.contact !== null, r.place !== null) + (r.paused ? ', paused' : '');
      },
      expected: row(
        'details',
        'signed out',
        'no details, paused',
        'no details',
        'no details',
        'no details',
      ),
    },
    {
      name: "requests list, NGO side: the volunteer's contact",
      async read(p) {
        const body = await json(as(p.ngo.cookie).requests.$get());
        if (!body) return 'signed out';
        const r = body.requests.find((x) => x.id === p.requestId)!;
        return (r.contact ? 'details' : 'no details') + (r.paused ? ', paused' : '');
      },
      expected: row(
        'details',
        'no details, paused',
        'signed out',
        'no details',
        'no details',
        'no details',
      ),
    },
    ...(['volunteer', 'ngo'] as const).map((side): Reader => ({
      name: `sessions, ${side === 'volunteer' ? "the volunteer's" : "the NGO's"} dashboard: sessions to come and the place`,
      async read(p) {
        const body = await json(
          as(side === 'volunteer' ? p.volunteer.cookie : p.ngo.cookie).sessions.$get(),
        );
        if (!body) return 'signed out';
        const coming = body.sessions.filter(
          (s) => s.requestId === p.requestId && !s.begun && s.status === 'scheduled',
        );
        const paused = body.paused.some((x) => x.requestId === p.requestId);
        if (coming.length === 0) return paused ? 'paused' : 'none';
        if (paused) return 'listed and paused';
        // The NGO always sees its own place; the volunteer under the rule.
        if (side === 'ngo') return 'listed';
        return both(
          coming.every((s) => s.place !== null),
          coming.every((s) => s.place !== null),
        );
      },
      expected:
        side === 'volunteer'
          ? row('details', 'signed out', 'paused', 'no details', 'no details', 'none')
          : row('listed', 'paused', 'signed out', 'listed', 'listed', 'none'),
    })),
    {
      name: 'calendar file: the weekly event, the venue and the contact',
      async read(p) {
        const res = await as(p.volunteer.cookie).requests['schedule.ics'].$get();
        // The route declares only its calendar; a refusal's status is a number like any.
        const status: number = res.status;
        if (status === 401) return 'signed out';
        const ics = (await res.text()).replace(/\r\n /g, '');
        if (!ics.includes(`UID:request-${p.requestId}@`)) return 'no event';
        return both(ics.includes(p.ngo.input.email), ics.includes(VENUE.split(',')[0]!));
      },
      expected: row('details', 'signed out', 'no event', 'no details', 'no details', 'no event'),
    },
    {
      name: "own-data export, volunteer side: the NGO's contact",
      async read(p) {
        const body = await exportOf(p.volunteer.cookie);
        if (!body) return 'signed out';
        const r = volunteerExport(body).requestsSent.find((x) => x.id === p.requestId)!;
        return r.ngoContact ? 'details' : 'no details';
      },
      expected: row(
        'details',
        'signed out',
        'no details',
        'no details',
        'no details',
        'no details',
      ),
    },
    {
      name: "own-data export, NGO side: the volunteer's contact",
      async read(p) {
        const body = await exportOf(p.ngo.cookie);
        if (!body) return 'signed out';
        const r = ngoExport(body).requestsReceived.find((x) => x.id === p.requestId)!;
        return r.volunteerContact ? 'details' : 'no details';
      },
      expected: row(
        'details',
        'no details',
        'signed out',
        'no details',
        'no details',
        'no details',
      ),
    },
    {
      name: 'acceptance email: the contact and the venue, only from an accept',
      async read(p) {
        // Accepting again in this state is refused; only the accept itself ever mailed.
        const again = await act(t, p.ngo.cookie, p.requestId, 'accept');
        expect(again.status).not.toBe(200);
        const mails = mailsTo(p, p.volunteer.input.email).filter((m) =>
          m.subject.endsWith('accepted your request'),
        );
        if (mails.length === 0) return 'none';
        return both(
          mails.every((m) => m.text.includes(p.ngo.input.email)),
          mails.every((m) => m.text.includes(VENUE)),
        );
      },
      expected: row('details', 'none', 'none', 'none', 'none', 'none'),
    },
    {
      name: 'reminder email, 24 hours before: to whom, and the venue',
      async before() {
        reminders = await sweepAll((p) => new Date(p.weeks[0]!.startsAt.getTime() - 23 * HOUR));
      },
      async read(p) {
        const to = (email: string) =>
          reminders.filter((m) => m.to === email && m.subject.startsWith('Reminder:'));
        const toVolunteer = to(p.volunteer.input.email);
        const toNgo = to(p.ngo.input.email).filter((m) =>
          m.text.includes(p.volunteer.input.fullName),
        );
        if (toVolunteer.length === 0 && toNgo.length === 0) return 'none';
        if (toVolunteer.length !== 1 || toNgo.length !== 1) return 'one side only';
        return toVolunteer[0]!.text.includes(VENUE) ? 'both, venue' : 'both, no venue';
      },
      expected: row('both, venue', 'none', 'none', 'both, no venue', 'both, no venue', 'none'),
    },
    {
      name: 'cancel and move emails: sent only for a running partnership',
      async read(p) {
        const third = p.weeks[2]!;
        const fourth = p.weeks[3]!;
        // The volunteer cancels (the NGO when the volunteer cannot sign in); the NGO moves.
        const cancelled = await as(
          p.state === 'paused: volunteer suspended' ? p.ngo.cookie : p.volunteer.cookie,
        ).sessions[':id'].cancel.$post({
          param: { id: String(third.id) },
          json: { reason: 'Exams at school' },
        });
        const moveTo = new Date(fourth.startsAt.getTime() + 24 * HOUR + 5.5 * HOUR);
        const moved = await as(p.ngo.cookie).sessions[':id'].move.$post({
          param: { id: String(fourth.id) },
          json: { date: moveTo.toISOString().slice(0, 10), time: '11:00' },
        });
        const mails = [
          ...mailsTo(p, p.volunteer.input.email),
          ...mailsTo(p, p.ngo.input.email),
        ].filter((m) => /^Session (on .+ cancelled|moved to)/.test(m.subject));
        const answers = `${cancelled.status}/${moved.status}`;
        return mails.length === 0 ? `none (${answers})` : `${mails.length} sent (${answers})`;
      },
      expected: row(
        '2 sent (200/200)',
        'none (409/409)',
        'none (409/401)',
        '2 sent (200/200)',
        '2 sent (200/200)',
        'none (409/409)',
      ),
    },
    {
      name: 'attendance nudge, the day after an unmarked session',
      async before() {
        nudges = await sweepAll((p) => new Date(p.weeks[1]!.endsAt.getTime() + 25 * HOUR));
      },
      async read(p) {
        const mine = nudges.filter(
          (m) =>
            (m.to === p.ngo.input.email || m.to === p.volunteer.input.email) &&
            m.subject.startsWith('Was the session of'),
        );
        return mine.length === 0 ? 'none' : `${mine.length} sent`;
      },
      expected: row('1 sent', 'none', 'none', '1 sent', '1 sent', 'none'),
    },
    {
      name: 'session roll-forward: new weeks made',
      async read(p) {
        // Far beyond what any other reader's sweep reaches.
        const later = new Date(Date.now() + 30 * WEEK);
        await keepSessionsAhead(t.database.db, later);
        const rows = await t.database.db
          .select({ startsAt: teachingSessions.startsAt })
          .from(teachingSessions)
          .where(eq(teachingSessions.requestId, p.requestId));
        return rows.some((s) => s.startsAt.getTime() > later.getTime()) ? 'made' : 'none';
      },
      expected: row('made', 'none', 'none', 'made', 'made', 'none'),
    },
  ];

  it.each(READERS)('$name', async (reader) => {
    await reader.before?.();
    const seen = {} as Row;
    for (const state of STATES) seen[state] = await reader.read(partnerships.get(state)!);
    expect(seen).toEqual(reader.expected);
  });

  it('mails a suspended account only its suspension, whatever the readers did', async () => {
    for (const [state, p] of partnerships) {
      if (!state.startsWith('paused')) continue;
      const suspended = state === 'paused: NGO suspended' ? p.ngo : p.volunteer;
      // What the readers set off, once more on the fifth week (no reader uses it), so this test
      // stands alone.
      const fifth = p.weeks[4]!;
      const { sent, mailer } = recorder();
      await sweep(mailer, new Date(fifth.startsAt.getTime() - 23 * HOUR));
      await sweep(mailer, new Date(fifth.endsAt.getTime() + 25 * HOUR));
      expect(sent.filter((m) => m.to === suspended.input.email)).toEqual([]);
      const other = suspended === p.ngo ? p.volunteer : p.ngo;
      await as(other.cookie).sessions[':id'].cancel.$post({
        param: { id: String(fifth.id) },
        json: { reason: 'Travelling' },
      });
      const subjects = t.outbox
        .filter(
          (m) => m.to === suspended.input.email.toLowerCase() || m.to === suspended.input.email,
        )
        .map((m) => m.subject);
      expect(subjects, state).toEqual([
        expect.stringMatching(/accepted your request|New volunteer request/),
        'Your Setu account is suspended',
      ]);
    }
  });
});
