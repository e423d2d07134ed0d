// A volunteer's optional note with a request (Connect): stored, shown to the NGO with the request
// and in the new-request email in the NGO's language, at most 500 characters and under the text
// rules of every multi-line field; a refused note stores nothing. Cities in Hindi emails are said
// in Hindi ("शहर: राँची"), stored as the spec names them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests, ngoListings, user } from '../../src/server/db/schema';
import { MATCHING_LIMITS } from '../../src/shared/form-rules';
import { DB_KINDS } from '../support/databases';
import { signedInNgo, signedInVolunteer } from '../support/dashboards-factories';
import { api, createTestApp, errorOf, type TestApp } from '../support/test-app';
import { acceptCode, act, connect, publishProfile } from './requests-fixtures';

describe.each(DB_KINDS)('the note with a request on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 180_000);
  afterAll(() => t.close());

  async function setup(language: 'en' | 'hi' = 'en') {
    const ngo = await signedInNgo(t);
    await t.database.db.update(user).set({ language }).where(eq(user.id, ngo.uid));
    const listing = await publishProfile(t, ngo.cookie);
    const v = await signedInVolunteer(t, { fullName: 'Imran Qureshi' });
    await acceptCode(t, v.cookie);
    return { ngo, listing, v };
  }
  const storedRequests = (listingId: number) =>
    t.database.db
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.listingId, listingId));

  it('is stored, listed for the NGO and quoted in its email', async () => {
    const { ngo, listing, v } = await setup();
    const note = '  I teach maths at a school nearby.\nSaturdays suit me best.  ';
    const res = await connect(t, v.cookie, listing, note);
    expect(res.status, await res.clone().text()).toBe(201);
    const [row] = await storedRequests(listing);
    expect(row!.message).toBe(note.trim());

    const list = await api(t, { cookie: ngo.cookie }).requests.$get();
    const body = await list.json();
    expect(body.requests).toEqual([
      expect.objectContaining({ fullName: 'Imran Qureshi', message: note.trim() }),
    ]);

    const mail = t.outbox.find((m) => m.to === ngo.input.email);
    expect(mail?.text).toContain(`Their message:\n${note.trim()}\n`);
  }, 120_000);

  it('reaches a Hindi-speaking NGO under a Hindi label', async () => {
    const { ngo, listing, v } = await setup('hi');
    expect((await connect(t, v.cookie, listing, 'नमस्ते, मैं शनिवार को पढ़ा सकता हूँ।')).status).toBe(201);
    const mail = t.outbox.find((m) => m.to === ngo.input.email);
    expect(mail?.text).toContain('उनका संदेश:\nनमस्ते, मैं शनिवार को पढ़ा सकता हूँ।');
  }, 120_000);

  it('is optional: no note, no message part in the email', async () => {
    const { ngo, listing, v } = await setup();
    expect((await connect(t, v.cookie, listing)).status).toBe(201);
    const [row] = await storedRequests(listing);
    expect(row!.message).toBe('');
    expect(t.outbox.find((m) => m.to === ngo.input.email)?.text).not.toContain('Their message:');
  }, 120_000);

  it('refuses a note over 500 characters or with forbidden characters, storing nothing', async () => {
    const { ngo, listing, v } = await setup();
    const max = MATCHING_LIMITS.requestMessage;
    for (const [note, error] of [
      ['x'.repeat(max + 1), `The message must be at most ${max} characters.`],
      [
        'Hello\u0000there',
        'The message contains an invisible control character. Remove it and try again.',
      ],
      [
        'broken \ud800 character',
        'The message contains a broken character. Remove it and try again.',
      ],
    ] as const) {
      const res = await connect(t, v.cookie, listing, note);
      expect(res.status).toBe(400);
      const answer = await errorOf(res);
      expect(answer.fields?.message).toBe(error);
    }
    expect(await storedRequests(listing)).toEqual([]);
    expect(t.outbox.filter((m) => m.to === ngo.input.email)).toEqual([]);
    // Exactly 500, with line breaks and tabs as multi-line text allows, is fine.
    const longest = `${'y'.repeat(max - 4)}\n\tok`;
    expect((await connect(t, v.cookie, listing, longest)).status).toBe(201);
    expect((await storedRequests(listing))[0]!.message).toBe(longest);
  }, 120_000);

  it('says the city in Hindi in a Hindi volunteer’s acceptance email', async () => {
    const { ngo, listing, v } = await setup();
    await t.database.db.update(user).set({ language: 'hi' }).where(eq(user.id, v.uid));
    const [{ location }] = (await t.database.db
      .select({ location: ngoListings.location })
      .from(ngoListings)
      .where(eq(ngoListings.id, listing))) as [{ location: string }];
    expect(location).toBe('Ranchi');
    const res = await connect(t, v.cookie, listing);
    const { request } = await res.json();
    expect((await act(t, ngo.cookie, request!.id, 'accept')).status).toBe(200);
    const mail = t.outbox.find((m) => m.to === v.input.email);
    expect(mail?.text).toContain('शहर: राँची');
    expect(mail?.text).not.toContain('शहर: Ranchi');
  }, 120_000);
});
