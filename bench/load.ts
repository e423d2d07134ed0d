// Sustained mixed traffic on the embedded server: browse the NGO list, search, sign in and sign
// up, with zero errors allowed and resident memory sampled throughout. Growth is measured from
// the end of a warm-up third to the end. Bounded in time (autocannon's duration) and loopback only.
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { volunteerInput } from '../tests/support/factories';
import { TOPICS, WEEKDAYS } from '../src/shared/options';
import { loginBody, signUp } from './lib/accounts';
import { benchDist } from './lib/dist';
import { nextAddress } from './lib/load';
import { round, rssMb, sleep } from './lib/proc';
import { startBenchServer } from './lib/server';
import type { PartResult, Row } from './lib/types';

const SAMPLE_EVERY_MS = 3000;
/** Growth after warm-up tolerated as noise (GC timing, allocator). */
const GROWTH_GOAL_MB = 20;

export async function load(seconds: number): Promise<PartResult> {
  const server = await startBenchServer({ distDir: benchDist(), env: { TRUST_PROXY: 'true' } });
  const samples: { t: number; mb: number }[] = [];
  try {
    const account = await signUp(server.url);
    const json = () => ({
      'content-type': 'application/json',
      origin: server.url,
      'x-forwarded-for': nextAddress(),
    });
    let searches = 0;
    const started = Date.now();
    let running = true;
    const sampler = (async () => {
      while (running) {
        samples.push({
          t: round((Date.now() - started) / 1000, 0),
          mb: round(rssMb(server.pid), 0),
        });
        await sleep(SAMPLE_EVERY_MS);
      }
    })();
    const result = await autocannon({
      url: server.url,
      connections: 8,
      duration: seconds,
      requests: [
        { method: 'GET', path: '/api/ngos' },
        {
          method: 'GET',
          setupRequest: (req) => {
            searches++;
            const topic = TOPICS[searches % TOPICS.length]!;
            const day = WEEKDAYS[searches % WEEKDAYS.length]!;
            return { ...req, path: `/api/matching?topic=${encodeURIComponent(topic)}&day=${day}` };
          },
        },
        {
          method: 'POST',
          path: '/api/accounts/login',
          setupRequest: (req) => ({ ...req, headers: json(), body: loginBody(account) }),
        },
        {
          method: 'POST',
          path: '/api/accounts/volunteers',
          setupRequest: (req) => ({
            ...req,
            headers: json(),
            body: JSON.stringify(
              volunteerInput({
                email: `load-${crypto.randomBytes(8).toString('hex')}@example.org`,
              }),
            ),
          }),
        },
      ],
    });
    running = false;
    await sampler;
    samples.push({ t: round((Date.now() - started) / 1000, 0), mb: round(rssMb(server.pid), 0) });

    const warm = samples.filter((s) => s.t >= seconds / 3);
    const growth = warm.length >= 2 ? warm.at(-1)!.mb - warm[0]!.mb : Number.NaN;
    const failures = result.errors + result.timeouts + result.non2xx;
    const rows: Row[] = [
      {
        part: 'load',
        measure: `${seconds} s mixed traffic (browse, search, sign-in, sign-up): requests`,
        value: result['2xx'],
        note: `${round(result.requests.average, 0)} req/s; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      },
      {
        part: 'load',
        measure: 'errors (connection errors, timeouts, non-2xx)',
        value: failures,
        goal: '0',
        ok: failures === 0,
        note: result.statusCodeStats
          ? `status codes: ${JSON.stringify(result.statusCodeStats)}`
          : undefined,
      },
      {
        part: 'load',
        measure: `RSS growth after warm-up (${warm[0]?.t ?? '?'} s → end)`,
        value: growth,
        unit: 'MB',
        goal: `≤ ${GROWTH_GOAL_MB} MB`,
        ok: growth <= GROWTH_GOAL_MB,
        note: `RSS ${samples.map((s) => s.mb).join(' ')} MB every ${SAMPLE_EVERY_MS / 1000} s`,
      },
    ];
    return { rows, details: { samples, result: { ...result } } };
  } finally {
    await server.stop();
  }
}
