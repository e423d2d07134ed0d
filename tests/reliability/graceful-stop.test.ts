// Graceful stop: SIGTERM while slow requests (argon2-bound sign-ups and logins) are in flight.
// Each gets its whole answer, the process exits 0, and the next start on the same data is clean.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../support/e2e-server';
import { post } from './support';
import { clientAddress, volunteerInput } from '../support/factories';

describe('graceful stop', () => {
  it('finishes in-flight requests on SIGTERM, exits 0 and restarts cleanly', async () => {
    const env = { TRUST_PROXY: 'true' };
    const server = await startServer({ env });
    const existing = volunteerInput();
    expect((await post(server.url, '/api/accounts/volunteers', existing)).status).toBe(201);

    const signUps = Array.from({ length: 4 }, () => volunteerInput());
    const requests = [
      ...signUps.map((body, i) =>
        post(server.url, '/api/accounts/volunteers', body, { 'x-forwarded-for': clientAddress(i) }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        post(
          server.url,
          '/api/accounts/login',
          { userType: 'Volunteer', email: existing.email, password: existing.password },
          { 'x-forwarded-for': clientAddress(100 + i) },
        ),
      ),
    ].map(async (pending) => {
      const res = await pending;
      return { status: res.status, body: await res.json() };
    });

    // Stop as soon as the first answer arrives: the others were accepted and are still running.
    await Promise.race(requests);
    const exited = server.stop();
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201, 201, 201, 201]);
    for (const answer of answers) expect(answer.body).not.toHaveProperty('error');
    expect(await exited).toBe(0);
    expect(server.output()).not.toMatch(/error while stopping|shutdown took over/);
    expect(fs.existsSync(path.join(server.dataDir, 'setu.lock'))).toBe(false);

    // Restart on the same data: the accounts made during the stop are there and usable.
    const again = await startServer({ dataDir: server.dataDir, env });
    try {
      for (const body of signUps) {
        const res = await post(
          again.url,
          '/api/accounts/login',
          { userType: 'Volunteer', email: body.email, password: body.password },
          { 'x-forwarded-for': clientAddress(200) },
        );
        expect(res.status).toBe(200);
      }
    } finally {
      expect(await again.stop()).toBe(0);
    }
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
});
