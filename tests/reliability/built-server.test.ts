// Production runs compiled JavaScript (issue 11.2): the reliability tests start the server as
// `npm start` does, and this file checks that they do, what the build holds, and when
// scripts/start.mjs rebuilds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isStale } from '../../scripts/freshness.mjs';
import { NODE_FLAGS } from '../../scripts/server-runtime.mjs';
import { makeDataDir, ROOT, startServer } from '../support/e2e-server';

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
        'migrations/0000_init.sql',
        'migrations/meta/_journal.json',
      ]),
    );
    expect(files.filter((name) => !/\.(js|sql|json)$/.test(name))).toEqual([]);
  });
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
