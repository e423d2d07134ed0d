import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

/**
 * Reliability files that time nothing: they may share the cores with other files. On a busy
 * machine their servers start, crash and restart more slowly, and what they check still holds.
 */
const UNTIMED_RELIABILITY = [
  'tests/reliability/fuzz.test.ts',
  'tests/reliability/operator-cli.test.ts',
  'tests/reliability/backup-restore.test.ts',
  'tests/reliability/mail-crash.test.ts',
  'tests/reliability/built-server.test.ts',
  'tests/reliability/crash-safety.test.ts',
  'tests/reliability/single-data-dir.test.ts',
  'tests/reliability/two-instances.test.ts',
  'tests/reliability/sms-crash.test.ts',
  'tests/reliability/substitutes-instances.test.ts',
];

/**
 * Which project's files start first (lower first). Vitest queues projects one after another in
 * the order of their names (api, e2e, reliability-untimed, unit, web), so the longest files of
 * all, the untimed reliability ones (fuzzing alone runs 80 s), started only after every browser
 * file and kept two workers idle at the end. Longest first keeps the three workers busy to the
 * end; within a project Vitest's own order stays (longest known first, else largest file).
 */
const PROJECT_ORDER = ['reliability-untimed', 'e2e', 'api', 'web', 'unit', 'reliability'];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (spec: TestSpecification) => {
      const index = PROJECT_ORDER.indexOf(spec.project.name);
      return index === -1 ? PROJECT_ORDER.length : index;
    };
    // Array.prototype.sort is stable: files of a project keep the order Vitest gave them.
    return (await super.sort(files)).sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b),
    );
  }
}

// Projects: unit tests beside the code (node and happy-dom), API tests against real databases,
// browser tests against the production build served by the real server, and reliability tests
// of real server processes.
export default defineConfig({
  // As in vite.config.ts: Lingui's macros and the .po catalogues.
  plugins: [
    react(),
    lingui({
      macroTransform: true,
      configPath: path.resolve(import.meta.dirname, 'lingui.config.ts'),
    }),
  ],
  test: {
    // Three files at a time on the CI machine's 2 cores: API and browser files wait on databases,
    // servers and Chromium most of the time (a browser file alone used ~0.7 of a core), so the
    // suite's time is mostly waiting, and overlapping it is what keeps CI under 15 minutes.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Files of a worker share the modules they import (Setu's server, better-auth, drizzle):
          // importing them again for each of ~40 files cost as much as the tests. Every file still
          // makes its own app and database, so no state crosses from one file to the next.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // The built server, as `npm start` runs it: no TypeScript compiled at each of the ~40
          // server starts, which the source server (tsx) costs in CPU the browsers need.
          env: { SETU_TEST_SERVER: 'built' },
          // expect.poll waits on the page (a language's texts loading, a list refreshing): 1 s, the
          // default, is too short for a page on a busy 2-core machine.
          expect: { poll: { timeout: 10_000 } },
          // The longest journeys take ~45 s while the suite fills both cores, and the shared host
          // is at times twice as slow: a bound for a hung test, not a measure of speed.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The reliability files that measure no timing (fuzzing, the operator and backup
          // commands) run with the others, so the timed ones' lone run at the end is shorter.
          name: 'reliability-untimed',
          include: UNTIMED_RELIABILITY,
          environment: 'node',
          isolate: false,
          env: { SETU_TEST_SERVER: 'built' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes, crashes, stops, slow uplinks and two instances: one file at a
          // time, after all the other projects have finished, so nothing competes for the cores.
          name: 'reliability',
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
          include: ['tests/reliability/**/*.test.ts'],
          exclude: UNTIMED_RELIABILITY,
          environment: 'node',
          // The built server, started as `npm start` starts it (tests/support/e2e-server.ts).
          env: { SETU_TEST_SERVER: 'built' },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
