// Identity and police clearance documents (docs/decisions/0040-vetting-documents.md): uploads
// checked by content (every bad kind refused, nothing stored), the operators' queue, review and
// decisions (the check's outcome, the audit log and the volunteer's email), two operators at
// once, a decision racing a new upload, the police clearance's reminders and expiry on a clock the test sets, the purge of files
// 30 days after their decision, account deletion, and the file's download headers.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, user, vettingDocuments } from '../../src/server/db/schema';
import { checkStatesOf } from '../../src/server/vetting/check-states';
import { myDocuments } from '../../src/server/vetting-documents/store';
import {
  purgeDecidedDocuments,
  sweepVettingDocuments,
} from '../../src/server/vetting-documents/sweeps';
import {
  jpegWithGps,
  pdfWithAttachment,
  pdfWithJavaScript,
  plainPdf,
  pngFile,
} from '../../src/server/vetting-documents/test-files';
import { createLogger } from '../../src/server/logger';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  REJECTION_REASONS,
  type IdType,
} from '../../src/shared/vetting-documents';
import { MESSAGES } from '../../src/shared/messages';
import { indiaIsoDate } from '../../src/shared/time';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { nextIp, TEST_PASSWORD } from '../support/factories';
import { auditRows, createOperator, signInOperator, type Send } from '../support/operators';
import { exportBody, volunteerExport } from '../support/own-data-export';
import { documentCalls } from '../support/vetting-documents';
import {
  createTestApp,
  errorOf,
  expectJson,
  mailDelivered,
  send,
  type TestApp,
} from '../support/test-app';

const DAY_MS = 86_400_000;

describe.each(DB_KINDS)('vetting documents on %s', { timeout: 120_000 }, (kind) => {
  let t: TestApp;
  let call: Send;
  let operators: { cookie: string; userId: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = (method, path, body, cookie) => send(t, method, path, body, { cookie, ip: nextIp() });
    operators = [];
    for (let i = 0; i < 2; i++) {
      const made = await createOperator(t.database.db);
      operators.push({ cookie: (await signInOperator(call, made)).cookie, userId: made.userId });
    }
  }, 240_000);
  afterAll(() => t.close());

  const { client, uploadId, uploadPcc, queue, decide } = documentCalls(
    () => t,
    () => operators[0]!.cookie,
  );
  const documentsOf = (uid: string) =>
    t.database.db.select().from(vettingDocuments).where(eq(vettingDocuments.volunteerUid, uid));
  const stateOf = async (uid: string, at = new Date()) =>
    (await checkStatesOf(t.database.db, [uid], at)).get(uid)!;
  const mailsTo = (email: string) => t.outbox.filter((m) => m.to === email.toLowerCase());
  const today = () => indiaIsoDate(new Date());
  const daysAgo = (n: number) => indiaIsoDate(new Date(Date.now() - n * DAY_MS));
  /** The 31st of the last 30-day month before this one: inside the 12 months, never a day. */
  const noSuchDay = () => {
    for (let back = 1; ; back++) {
      const month = new Date(
        Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - back),
      );
      const days = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 0));
      if (days.getUTCDate() === 30) return `${month.toISOString().slice(0, 7)}-31`;
    }
  };

  it('refuses every bad file and field with a clear error, storing nothing', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    const png = await pngFile();
    const cases: [Promise<Response>, number, Record<string, string>][] = [
      [
        uploadId(v.cookie, Buffer.from('not a picture at all\n'), 'pan', 'id.png'),
        400,
        { file: DOCUMENT_MESSAGES.fileType },
      ],
      [
        uploadId(v.cookie, png.subarray(0, png.length - 20)),
        400,
        { file: DOCUMENT_MESSAGES.imageCorrupt },
      ],
      [
        uploadPcc(v.cookie, pdfWithJavaScript(), today()),
        400,
        { file: DOCUMENT_MESSAGES.pdfActive },
      ],
      [
        uploadPcc(v.cookie, pdfWithAttachment(), today()),
        400,
        { file: DOCUMENT_MESSAGES.pdfActive },
      ],
      [
        uploadId(
          v.cookie,
          Buffer.concat([png, Buffer.alloc(DOCUMENT_LIMITS.maxBytes + 1 - png.length)]),
        ),
        413,
        { file: DOCUMENT_MESSAGES.fileTooLarge },
      ],
      // A form sent without a choice.
      [uploadId(v.cookie, png, '' as IdType), 400, { idType: DOCUMENT_MESSAGES.idTypeMissing }],
      [
        uploadPcc(v.cookie, plainPdf(), indiaIsoDate(new Date(Date.now() + 2 * DAY_MS))),
        400,
        { issueDate: DOCUMENT_MESSAGES.issueDateFuture },
      ],
      [
        uploadPcc(v.cookie, plainPdf(), daysAgo(400)),
        400,
        { issueDate: DOCUMENT_MESSAGES.pccTooOld },
      ],
      [uploadPcc(v.cookie, plainPdf(), ''), 400, { issueDate: DOCUMENT_MESSAGES.issueDateMissing }],
      // A day that is not on the calendar, though JavaScript's Date.parse rolls it over.
      [
        uploadPcc(v.cookie, plainPdf(), noSuchDay()),
        400,
        { issueDate: DOCUMENT_MESSAGES.issueDateMissing },
      ],
    ];
    for (const [answer, status, fields] of cases) {
      const res = await answer;
      expect(res.status, JSON.stringify(fields)).toBe(status);
      const body = await errorOf(res);
      expect(body.fields).toEqual(fields);
      expect(body.error).toBe(Object.values(fields)[0]);
    }
    // No file at all, sent as a plain form.
    const form = new FormData();
    form.set('idType', 'pan');
    const none = await t.app.request('/api/vetting-documents/identity', {
      method: 'POST',
      body: form,
      headers: { cookie: v.cookie, origin: 'http://localhost:3000', 'x-forwarded-for': nextIp() },
    });
    expect(none.status).toBe(400);
    expect((await errorOf(none)).fields).toEqual({ file: DOCUMENT_MESSAGES.fileMissing });
    // A form cut short, as a weak signal may leave it: its last boundary never came.
    const cut = await t.app.request('/api/vetting-documents/police-clearance', {
      method: 'POST',
      body: '--cut\r\nContent-Disposition: form-data; name="issueDate"\r\n\r\n2026-11-20\r\n--cut',
      headers: {
        cookie: v.cookie,
        origin: 'http://localhost:3000',
        'x-forwarded-for': nextIp(),
        'content-type': 'multipart/form-data; boundary=cut',
      },
    });
    expect(cut.status).toBe(400);
    expect((await errorOf(cut)).error).toBe(MESSAGES.requestUnreadable);
    expect(await documentsOf(v.uid)).toEqual([]);
    expect((await stateOf(v.uid)).identity.state).toBe('missing');
    expect((await stateOf(v.uid)).police_clearance.state).toBe('missing');
  });

  it('keeps only visitors and NGOs out, and answers 404 to non-operators on operator routes', async () => {
    const ngo = await signedInNgo(t);
    expect((await uploadId(ngo.cookie, await pngFile())).status).toBe(403);
    expect((await client()['vetting-documents'].$get()).status).toBe(401);
    const v = await signedInVolunteer(t, {}, { vetted: false });
    for (const cookie of [undefined, v.cookie, ngo.cookie]) {
      expect((await client(cookie).operator.documents.$get()).status).toBe(404);
      const res = await call('GET', '/api/operator/documents/1/file', undefined, cookie);
      expect(res.status).toBe(404);
      expect(
        (await call('POST', '/api/operator/documents/1/verify', undefined, cookie)).status,
      ).toBe(404);
    }
  });

  it('uploads an ID (metadata stripped), replaces a pending one, and an operator verifies it', async () => {
    const v = await signedInVolunteer(t, { fullName: 'Asha Document' }, { vetted: false });
    const first = await expectJson(uploadId(v.cookie, await pngFile(), 'passport'));
    expect(first.checks[0]).toMatchObject({ kind: 'identity', state: 'pending' });
    const gps = await jpegWithGps();
    await expectJson(uploadId(v.cookie, gps, 'masked_aadhaar', 'id.jpg'));
    const rows = await documentsOf(v.uid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idType: 'masked_aadhaar',
      contentType: 'image/jpeg',
      status: 'pending',
    });
    expect(rows[0]!.bytes!.includes('SetuTestCam')).toBe(false);
    expect((await stateOf(v.uid)).identity.state).toBe('pending');

    const waiting = await queue();
    const overview = await expectJson(client(operators[0]!.cookie).operator.overview.$get());
    expect(overview.waitingDocuments).toBe(waiting.length);
    const mine = waiting.find((d) => d.id === rows[0]!.id)!;
    expect(mine).toMatchObject({
      kind: 'identity',
      volunteerName: 'Asha Document',
      city: v.input.location,
      email: v.input.email.toLowerCase(),
      hasFile: true,
    });
    // Oldest first.
    const times = waiting.map((d) => d.uploadedAt);
    expect([...times].sort()).toEqual(times);

    // The file: a download that nothing in it can run from, not kept, and audited.
    const res = await call(
      'GET',
      `/api/operator/documents/${mine.id}/file`,
      undefined,
      operators[0]!.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="identity-${mine.id}.jpg"`,
    );
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(rows[0]!.bytes!)).toBe(true);
    const views = await auditRows(
      t.database.db,
      and(eq(auditLog.action, 'document-view'), eq(auditLog.targetId, v.uid)),
    );
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      actorUid: operators[0]!.userId,
      detail: { documentId: mine.id, documentKind: 'identity' },
    });

    const decided = await expectJson(decide(mine.id, 'verify'));
    expect(decided).toMatchObject({ status: 'verified', validUntil: null });
    expect((await stateOf(v.uid)).identity).toEqual({ state: 'valid', validUntil: null });
    expect((await queue()).some((d) => d.id === mine.id)).toBe(false);
    const mail = mailsTo(v.input.email).at(-1)!;
    expect(mail.subject).toBe('Setu has checked your document');
    expect(mail.text).toContain('your identity check is complete');
    const audit = await auditRows(
      t.database.db,
      and(eq(auditLog.action, 'document-verify'), eq(auditLog.targetId, v.uid)),
    );
    expect(audit).toHaveLength(1);
    // A checked ID needs nothing more.
    const again = await uploadId(v.cookie, await pngFile());
    expect(again.status).toBe(409);
    expect((await errorOf(again)).error).toBe(DOCUMENT_MESSAGES.identityVerified);
    const volunteerView = await expectJson(client(v.cookie)['vetting-documents'].$get());
    expect(volunteerView.checks[0]).toMatchObject({
      state: 'valid',
      latest: { status: 'verified' },
    });
  });

  it('rejects with a reason, emailed in the volunteer’s language, and a new upload waits again', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    await t.database.db.update(user).set({ language: 'hi' }).where(eq(user.id, v.uid));
    await expectJson(uploadId(v.cookie, await pngFile(), 'masked_aadhaar'));
    const [doc] = await documentsOf(v.uid);
    const decided = await expectJson(decide(doc!.id, 'reject'));
    expect(decided).toMatchObject({ status: 'rejected', reason: REJECTION_REASONS[0] });
    expect((await stateOf(v.uid)).identity.state).toBe('rejected');
    const mail = mailsTo(v.input.email).at(-1)!;
    expect(mail.subject).toBe('सेतु आपका दस्तावेज़ स्वीकार नहीं कर सका');
    expect(mail.text).toContain('आधार मास्क किया हुआ नहीं है');
    const view = await expectJson(client(v.cookie)['vetting-documents'].$get());
    expect(view.checks[0]).toMatchObject({
      state: 'rejected',
      latest: { status: 'rejected', reason: REJECTION_REASONS[0] },
    });
    const bad = await client(operators[0]!.cookie).operator.documents[':documentId'].reject.$post({
      param: { documentId: String(doc!.id) },
      json: { reason: ' ' },
    });
    expect(bad.status).toBe(400);
    await expectJson(uploadId(v.cookie, await pngFile(), 'pan'));
    expect((await stateOf(v.uid)).identity.state).toBe('pending');
    expect(await documentsOf(v.uid)).toHaveLength(2);
  });

  it('lets exactly one of two operators deciding at once win; the other gets 409', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    await expectJson(uploadId(v.cookie, await pngFile()));
    const [doc] = await documentsOf(v.uid);
    const answers = await Promise.all([
      decide(doc!.id, 'verify', operators[0]!.cookie),
      decide(doc!.id, 'reject', operators[1]!.cookie),
    ]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((r) => r.status !== 200)!;
    expect((await errorOf(loser)).error).toBe(DOCUMENT_MESSAGES.alreadyDecided);
    const decisions = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetId, v.uid),
          sql`${auditLog.action} in ('document-verify', 'document-reject')`,
        ),
      );
    expect(decisions[0]!.n).toBe(1);
    expect(mailsTo(v.input.email)).toHaveLength(1);
  });

  it('orders a decision and an upload at the same moment: one wholly before the other', async () => {
    // Each kind's two sequential outcomes of verifying the first document and uploading a second
    // (store.ts's lock order): the verify first refuses a second ID and keeps a renewed police
    // clearance valid while it waits; the upload first replaces the pending document, which the
    // verify then no longer finds.
    const orders = {
      identity: [
        { verify: 200, upload: 409, documents: ['first verified'], state: 'valid' },
        { verify: 404, upload: 200, documents: ['second pending'], state: 'pending' },
      ],
      police_clearance: [
        {
          verify: 200,
          upload: 200,
          documents: ['first verified', 'second pending'],
          state: 'valid',
        },
        { verify: 404, upload: 200, documents: ['second pending'], state: 'pending' },
      ],
    } as const;
    const png = await pngFile();
    const pdf = plainPdf();
    // On PGlite transactions take turns, so only PostgreSQL can interleave them.
    const rounds = kind === 'postgres' ? 12 : 2;
    const seen = { verifyFirst: 0, uploadFirst: 0 };
    for (let round = 0; round < rounds; round++) {
      const documentKind = round % 2 === 0 ? 'identity' : 'police_clearance';
      const upload = (cookie: string) =>
        documentKind === 'identity' ? uploadId(cookie, png) : uploadPcc(cookie, pdf, today());
      const v = await signedInVolunteer(t, {}, { vetted: false });
      await expectJson(upload(v.cookie));
      const [first] = await documentsOf(v.uid);
      // The upload starts with the verify or up to 6 ms after it (its file checks come before its
      // transaction), so both orders and their overlap happen; which one won is not asserted.
      const delay = (Math.floor(round / 2) % 4) * 2;
      const [verified, uploaded] = await Promise.all([
        decide(first!.id, 'verify'),
        new Promise((resolve) => setTimeout(resolve, delay)).then(() => upload(v.cookie)),
      ]);
      const documents = async () =>
        (await documentsOf(v.uid))
          .map((d) => `${d.id === first!.id ? 'first' : 'second'} ${d.status}`)
          .sort();
      const outcome = {
        verify: verified.status,
        upload: uploaded.status,
        documents: await documents(),
        state: (await stateOf(v.uid))[documentKind].state,
      };
      expect(orders[documentKind], `round ${round}: ${JSON.stringify(outcome)}`).toContainEqual(
        outcome,
      );
      seen[outcome.verify === 200 ? 'verifyFirst' : 'uploadFirst']++;
      // What the operator decides next on the document still waiting keeps a verified ID or a
      // police clearance still valid as it is; only with none does the check turn rejected.
      const waiting = (await documentsOf(v.uid)).find((d) => d.status === 'pending');
      if (waiting) await expectJson(decide(waiting.id, 'reject'));
      const anyVerified = (await documents()).includes('first verified');
      expect((await stateOf(v.uid))[documentKind].state, `round ${round}`).toBe(
        anyVerified ? 'valid' : 'rejected',
      );
    }
    if (process.env.SHOW_RACE) console.log(kind, seen);
  });

  it('reminds 30 and 7 days before a police clearance ends, once each, and it expires', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    const issued = daysAgo(10);
    const uploaded = await expectJson(uploadPcc(v.cookie, plainPdf(), issued));
    expect(uploaded.checks[1]).toMatchObject({ kind: 'police_clearance', state: 'pending' });
    const [doc] = await documentsOf(v.uid);
    const decided = await expectJson(decide(doc!.id, 'verify'));
    const validUntil = new Date(decided.validUntil!);
    // The end of the same day 12 months on, in India.
    expect(indiaIsoDate(new Date(validUntil.getTime() - 1))).toBe(
      `${Number(issued.slice(0, 4)) + 1}${issued.slice(4)}`,
    );
    expect((await stateOf(v.uid)).police_clearance).toEqual({
      state: 'valid',
      validUntil: validUntil.toISOString(),
    });

    const deps = {
      db: t.database.db,
      logger: createLogger('silent'),
      publicUrl: t.config.publicUrl,
    };
    const sweep = async (at: Date) => {
      const done = await sweepVettingDocuments(deps, at);
      t.mail.kick();
      await mailDelivered(t);
      return done;
    };
    const reminders = () =>
      mailsTo(v.input.email).filter((m) =>
        m.subject.startsWith('Your police clearance certificate ends'),
      );
    const at = (daysBefore: number) => new Date(validUntil.getTime() - daysBefore * DAY_MS);
    await sweep(at(31));
    expect(reminders()).toHaveLength(0);
    await sweep(at(30));
    expect(reminders()).toHaveLength(1);
    expect(reminders()[0]!.text).toContain('in 30 days');
    await sweep(at(29));
    await sweep(at(8));
    expect(reminders()).toHaveLength(1);
    await sweep(at(7));
    expect(reminders()).toHaveLength(2);
    expect(reminders()[1]!.text).toContain('in 7 days');
    await sweep(at(1));
    expect(reminders()).toHaveLength(2);
    expect((await stateOf(v.uid, at(0.001))).police_clearance.state).toBe('valid');
    expect((await stateOf(v.uid, validUntil)).police_clearance.state).toBe('expired');
    const view = await myDocuments(t.database.db, v.uid, validUntil);
    expect(view.checks[1]).toMatchObject({ state: 'expired' });
  });

  it('deletes a file 30 days after its decision, keeping the outcome', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    await expectJson(uploadId(v.cookie, await pngFile()));
    const [doc] = await documentsOf(v.uid);
    const decided = await expectJson(decide(doc!.id, 'verify'));
    const decidedAt = new Date(decided.decidedAt);
    await purgeDecidedDocuments(t.database.db, new Date(decidedAt.getTime() + 29 * DAY_MS));
    expect((await documentsOf(v.uid))[0]!.bytes).not.toBeNull();
    await purgeDecidedDocuments(t.database.db, new Date(decidedAt.getTime() + 30 * DAY_MS));
    const [purged] = await documentsOf(v.uid);
    expect(purged).toMatchObject({
      bytes: null,
      status: 'verified',
      decidedBy: operators[0]!.userId,
    });
    expect(purged!.purgedAt).not.toBeNull();
    expect((await stateOf(v.uid)).identity.state).toBe('valid');
    const gone = await call(
      'GET',
      `/api/operator/documents/${doc!.id}/file`,
      undefined,
      operators[0]!.cookie,
    );
    expect(gone.status).toBe(410);
    // A pending document is never purged.
    const w = await signedInVolunteer(t, {}, { vetted: false });
    await expectJson(uploadId(w.cookie, await pngFile()));
    await purgeDecidedDocuments(t.database.db, new Date(Date.now() + 400 * DAY_MS));
    expect((await documentsOf(w.uid))[0]!.bytes).not.toBeNull();
  });

  it('exports the check states and dates, never the file, and deleting the account deletes its documents', async () => {
    const v = await signedInVolunteer(t, {}, { vetted: false });
    await expectJson(uploadPcc(v.cookie, plainPdf(), daysAgo(3)));
    const res = await call('GET', '/api/accounts/me/export', undefined, v.cookie);
    expect(res.status).toBe(200);
    const body = volunteerExport(await exportBody(res));
    expect(body.documentChecks).toEqual([
      { kind: 'identity', state: 'missing', validUntil: null, documents: [] },
      {
        kind: 'police_clearance',
        state: 'pending',
        validUntil: null,
        documents: [
          expect.objectContaining({ status: 'pending', issueDate: daysAgo(3), idType: null }),
        ],
      },
    ]);
    expect(JSON.stringify(body)).not.toContain('bytes');
    const deleted = await call(
      'POST',
      '/api/accounts/me/delete',
      { password: TEST_PASSWORD },
      v.cookie,
    );
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await documentsOf(v.uid)).toEqual([]);
  });
});
