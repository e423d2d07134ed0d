// Oversized bodies over a real socket: in-process app.request cannot show what the
// client sees when the server answers before the body has arrived. Node's fetch keeps its
// connections alive, so each oversized request is followed at once by a normal one on the pool it
// left behind. Directly on loopback, and through a slow uplink (the server answers while the
// client is still sending, as for real users). PostgreSQL too when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/server/app';
import { MESSAGES } from '../../src/shared/messages';
import { createPostgresDatabase, DB_KINDS } from '../support/databases';
import { startServer, type E2EServer } from '../support/e2e-server';
import { startSlowUplink, type SlowUplink } from '../support/slow-uplink';
import { AUTH_SECRET_FOR_TESTS, post } from './support';
import { clientAddress, volunteerInput } from '../support/factories';

const MB = 1024 * 1024;

/** A JSON object of about `bytes`, sent whole (Content-Length) or as a stream of 64 KB pieces (chunked). */
function oversizedBody(bytes: number, framing: 'content-length' | 'chunked'): BodyInit {
  const json = new TextEncoder().encode(JSON.stringify({ message: 'x'.repeat(bytes) }));
  if (framing === 'content-length') return json;
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= json.length) return controller.close();
      controller.enqueue(json.subarray(offset, offset + MAX_BODY_BYTES));
      offset += MAX_BODY_BYTES;
    },
  });
}

describe.each(DB_KINDS)('oversized bodies on %s', (kind) => {
  let server: E2EServer;
  let uplink: SlowUplink;
  let drop = async () => {};
  let cookie = '';
  let feedbackCount = 0;

  beforeAll(async () => {
    uplink = await startSlowUplink(1 * MB);
    // The origin Setu trusts is the relay's; requests sent directly carry it too.
    const env: Record<string, string> = { TRUST_PROXY: 'true', PUBLIC_URL: uplink.url };
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      Object.assign(env, { DATABASE_URL: created.url, AUTH_SECRET: AUTH_SECRET_FOR_TESTS });
    }
    server = await startServer({ env });
    uplink.target.port = server.port;
    const origin = { origin: uplink.url };
    const volunteer = volunteerInput();
    const signUp = await post(server.url, '/api/accounts/volunteers', volunteer, origin);
    expect(signUp.status).toBe(201);
    const login = await post(
      server.url,
      '/api/accounts/login',
      { userType: 'Volunteer', email: volunteer.email, password: volunteer.password },
      origin,
    );
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    await server?.stop();
    await uplink?.close();
    await drop();
  });

  const routes = [
    {
      name: 'public POST /api/feedback',
      method: 'POST',
      path: '/api/feedback',
      // Each request from its own address: the feedback limit is not what is tested here.
      headers: () => ({ 'x-forwarded-for': clientAddress(feedbackCount++) }),
      normal: { name: 'Asha', email: 'asha@example.org', message: 'A normal note.' },
      normalStatus: 201,
    },
    {
      name: 'signed-in PUT /api/volunteer-preferences',
      method: 'PUT',
      path: '/api/volunteer-preferences',
      headers: () => ({ cookie }),
      normal: {
        availability: ['Saturday Morning'],
        languages: ['Hindi'],
        ageGroup: 'Children',
        location: 'Ranchi',
        preferredTopics: [],
      },
      normalStatus: 200,
    },
  ];
  // The slow uplink sends 1 MB/s, so only 1 MB bodies go through it.
  const sends = [
    { link: 'loopback', bytes: 1 * MB },
    { link: 'loopback', bytes: 5 * MB },
    { link: 'slow uplink', bytes: 1 * MB },
  ] as const;
  const cases = routes.flatMap((route) =>
    sends.flatMap((send) =>
      (['content-length', 'chunked'] as const).map((framing) => ({ route, ...send, framing })),
    ),
  );

  it.each(cases)(
    '$route.name: $bytes bytes, $framing, over $link get a readable 413, then the next request works',
    async ({ route, link, bytes, framing }) => {
      const base = link === 'loopback' ? server.url : uplink.url;
      const send = (body: BodyInit) =>
        fetch(`${base}${route.path}`, {
          method: route.method,
          headers: { 'content-type': 'application/json', origin: uplink.url, ...route.headers() },
          body,
          duplex: 'half',
        } as RequestInit);

      // A request first, so the oversized one goes out on a kept-alive connection.
      expect((await fetch(`${base}/api/health`)).status).toBe(200);

      const refused = await send(oversizedBody(bytes, framing));
      expect(refused.status).toBe(413);
      expect(refused.headers.get('connection')).toBe('close');
      expect(await refused.json()).toEqual({ error: MESSAGES.requestTooLarge });

      const next = await send(JSON.stringify(route.normal));
      expect(next.status).toBe(route.normalStatus);
    },
  );
});
