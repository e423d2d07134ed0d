// Production runs compiled JavaScript: the reliability tests start the server as
// `npm start` does, and this file checks that they do, what the build holds (the certificate PDF
// worker among it, which the built server finds and runs), and when scripts/start.mjs rebuilds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isStale } from '../../scripts/freshness.mjs';
import { NODE_FLAGS } from '../../scripts/server-runtime.mjs';
import { DEMO_VOLUNTEER_EMAIL } from '../../src/server/db/seed/demo';
import { demoPasswordOf, makeDataDir, ROOT, startServer } from '../support/e2e-server';
import { post } from './support';

describe('the built server', () => {
  it('start.mjs becomes plain node on dist/server/main.js with production flags, keeping its pid', async () => {
    // No option: the reliability project's setting (SETU_TEST_SERVER) chooses the built server.
    const server = await startServer();
    try {
      const args = execFileSync('ps', ['-o', 'args=', '-p', String(server.process.pid)])
        .toString()
        .trim();
      expect(args).toBe(
        [process.execPath, ...NODE_FLAGS, path.join(ROOT, 'dist/server/main.js')].join(' '),
      );
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });

  it('holds JavaScript and the SQL migrations, no TypeScript', () => {
    const dir = path.join(ROOT, 'dist/server');
    const files = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => fs.statSync(path.join(dir, name)).isFile());
    expect(files).toEqual(
      expect.arrayContaining([
        'main.js',
        'backup.js',
        'certificate-pdf-worker.js',
        'migrations/0000_init.sql',
        'migrations/meta/_journal.json',
      ]),
    );
    expect(files.filter((name) => !/\.(js|sql|json)$/.test(name))).toEqual([]);
  });
});

describe('a certificate from the built server', () => {
  it('is rendered by the built worker thread, and the same kept bytes are served again', async () => {
    const server = await startServer({ env: { SEED_DEMO: 'true' } });
    try {
      const login = await post(server.url, '/api/accounts/login', {
        userType: 'Volunteer',
        email: DEMO_VOLUNTEER_EMAIL,
        password: await demoPasswordOf(server),
      });
      expect(login.status, await login.clone().text()).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const list = (await (
        await fetch(`${server.url}/api/certificates`, { headers: { cookie } })
      ).json()) as { certificates: { code: string }[] };
      const code = list.certificates[0]!.code;
      const download = () =>
        fetch(`${server.url}/api/certificates/${code}/pdf?lang=hi`, { headers: { cookie } });
      const first = await download();
      expect(first.status, await first.clone().text()).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await first.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      // A PDF carries its creation time: identical bytes were kept, not rendered twice.
      expect(Buffer.from(await (await download()).arrayBuffer()).equals(bytes)).toBe(true);
      expect(server.output()).not.toMatch(/certificate PDF failed|worker exited/);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  }, 120_000);
});

describe('when start.mjs rebuilds', () => {
  const dir = makeDataDir('setu-freshness-');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const at = (file: string, seconds: number) => fs.utimesSync(file, seconds, seconds);

  it('a build is stale when missing or older than a source; tests do not count', () => {
    const sources = path.join(dir, 'src');
    fs.mkdirSync(path.join(sources, 'deep'), { recursive: true });
    const source = path.join(sources, 'deep', 'route.ts');
    const test = path.join(sources, 'deep', 'route.test.ts');
    const output = path.join(dir, 'main.js');
    fs.writeFileSync(source, '');
    fs.writeFileSync(test, '');
    at(source, 1000);
    at(test, 1000);
    expect(isStale(output, [sources])).toBe(true);

    fs.writeFileSync(output, '');
    at(output, 2000);
    expect(isStale(output, [sources])).toBe(false);

    at(test, 3000);
    expect(isStale(output, [sources])).toBe(false);

    at(source, 3000);
    expect(isStale(output, [sources])).toBe(true);
  });
});
