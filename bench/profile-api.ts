// Profiles the built server under autocannon: `node --cpu-prof` on dist/server/main.js with
// production's flags, a volunteer signed in, each read route hammered in turn. Prints req/s and
// the heaviest functions (self time) per run; the .cpuprofile files stay in PROFILE_DIR.
//   TEST_DATABASE_URL=… npx tsx bench/profile-api.ts [seconds]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, ROOT } from '../tests/support/e2e-server';
import { READ_ROUTES } from './api';
import { signIn, signUp } from './lib/accounts';
import { benchDist, benchServerBuild } from './lib/dist';
import { BENCH_AUTH_SECRET, POSTGRES_URL, scratchDatabase } from './lib/postgres';
import { sleep } from './lib/proc';
import { startBareServer, tempDir } from './lib/server';

const seconds = Number(process.argv[2]) || 8;
const outDir = process.env.PROFILE_DIR ?? tempDir('setu-profile-');

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
}

async function connectInspector(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const ws = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let next = 1;
  const waiting = new Map<number, (result: unknown) => void>();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id) waiting.get(message.id)?.(message.result);
  };
  return {
    send(method: string, params: object = {}) {
      const id = next++;
      ws.send(JSON.stringify({ id, method, params }));
      return new Promise<unknown>((resolve) => waiting.set(id, resolve));
    },
    close: () => ws.close(),
  };
}

function summary(file: string, requests: number, top = 30) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: Node[];
    samples: number[];
    startTime: number;
    endTime: number;
  };
  const usPerHit = (profile.endTime - profile.startTime) / profile.samples.length;
  const self = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/.*node_modules\//, '').replace(/.*dist\/server\//, 'server/');
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + node.hitCount);
    total += node.hitCount;
  }
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const { url, functionName } = node.callFrame;
    const pkg = url.includes('node_modules/')
      ? url
          .replace(/.*node_modules\//, '')
          .split('/')
          .slice(0, url.includes('node_modules/@') ? 2 : 1)
          .join('/')
      : url.startsWith('node:')
        ? url
        : url
          ? 'server'
          : `(${functionName})`;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.hitCount);
  }
  const idle = [...self].filter(([k]) => k.startsWith('(idle)')).reduce((a, [, v]) => a + v, 0);
  console.log(
    `  busy ${(((total - idle) * usPerHit) / requests).toFixed(0)} µs per request (${requests} requests)`,
  );
  const pct = (n: number) =>
    `${((n / total) * 100).toFixed(1)}% ${((n * usPerHit) / requests).toFixed(1)}µs`;
  console.log(
    '  by package:',
    [...byPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([k, v]) => `${k} ${pct(v)}`)
      .join(', '),
  );
  for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${pct(hits).padStart(6)} ${key}`);
  }
}

async function main() {
  benchServerBuild();
  const distDir = benchDist();
  const env: Record<string, string> = {};
  let drop = async () => {};
  if (POSTGRES_URL) {
    const db = await scratchDatabase();
    drop = db.drop;
    Object.assign(env, { DATABASE_URL: db.url, AUTH_SECRET: BENCH_AUTH_SECRET });
  }
  const bare = await startBareServer();
  const results: string[] = [];
  try {
    for (const route of [{ name: 'bare', path: '', session: false }, ...READ_ROUTES]) {
      const port = await freePort();
      const inspectPort = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dir = path.join(outDir, route.name.replace(/[^a-z]+/gi, '-'));
      fs.mkdirSync(dir, { recursive: true });
      if (route.name === 'bare') {
        await autocannon({ url: bare.url, connections: 10, duration: 1 });
        const r = await autocannon({ url: bare.url, connections: 10, duration: seconds });
        results.push(`bare ${Math.round(r.requests.average)} req/s`);
        continue;
      }
      const child = spawn(
        process.execPath,
        ['--max-semi-space-size=16', `--inspect=127.0.0.1:${inspectPort}`, 'dist/server/main.js'],
        {
          cwd: ROOT,
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'production',
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: tempDir('setu-profile-data-'),
            PUBLIC_URL: url,
            LOG_LEVEL: 'info',
            SEED_DEMO: 'false',
            TRUST_PROXY: 'true',
            DIST_DIR: distDir,
            ...env,
          },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      for (let i = 0; ; i++) {
        try {
          if ((await fetch(`${url}/api/health`)).ok) break;
        } catch {
          // not yet
        }
        if (i > 600) throw new Error('server did not start');
        await sleep(200);
      }
      const headers: Record<string, string> = {};
      if (route.session) headers.cookie = await signIn(url, await signUp(url));
      await autocannon({ url: url + route.path, connections: 10, duration: 1, headers });
      const inspector = await connectInspector(inspectPort);
      await inspector.send('Profiler.enable');
      await inspector.send('Profiler.setSamplingInterval', { interval: 200 });
      await inspector.send('Profiler.start');
      const r = await autocannon({
        url: url + route.path,
        connections: 10,
        duration: seconds,
        headers,
      });
      const { profile } = (await inspector.send('Profiler.stop')) as { profile: unknown };
      inspector.close();
      const file = path.join(dir, 'run.cpuprofile');
      fs.writeFileSync(file, JSON.stringify(profile));
      const requests = r.requests.total ?? 1;
      results.push(`${route.name} ${Math.round(r.requests.average)} req/s (${r.non2xx} non-2xx)`);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
      console.log(`\n${route.name}: ${results.at(-1)}`);
      summary(file, requests);
    }
  } finally {
    await bare.stop();
    await drop();
  }
  console.log(`\n${results.join('\n')}\nProfiles in ${outDir}`);
}

await main();
