// @vitest-environment node
// `npm test` fails when a message is missing in either language, or when the catalogues are not
// in step with the code (a message added without `npm run i18n:extract`): Lingui's own checks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LINGUI = path.join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js');

function lingui(args: string[], cwd = ROOT) {
  const run = spawnSync(process.execPath, [LINGUI, ...args, '--workers', '1', '--verbose'], {
    cwd,
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const missing = (cwd?: string) => lingui(['check', 'missing', '--mode', 'catalog'], cwd);
const inStep = (cwd?: string) => lingui(['check', 'sync', '--clean'], cwd);

// Each check runs Lingui's CLI over the whole code base: seconds of CPU on a busy machine.
const LINGUI_RUN = { timeout: 60_000 };

describe("the project's catalogues", LINGUI_RUN, () => {
  it('have every message in English and in Hindi', () => {
    const result = missing();
    expect(result.ok, result.output).toBe(true);
  });

  it('hold exactly the messages of the code (run npm run i18n:extract after a change)', () => {
    const result = inStep();
    expect(result.ok, result.output).toBe(true);
  });
});

describe('the checks themselves', LINGUI_RUN, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-i18n-check-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const po = (locale: string, entries: [string, string][]) =>
    [
      'msgid ""',
      'msgstr ""',
      `"Language: ${locale}\\n"`,
      '',
      ...entries.flatMap(([id, text]) => [`msgid "${id}"`, `msgstr "${text}"`, '']),
    ].join('\n');

  function project(code: string, en: [string, string][], hi: [string, string][]) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'locales/en'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'locales/hi'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, '.linguirc'),
      JSON.stringify({
        sourceLocale: 'en',
        locales: ['en', 'hi'],
        catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
      }),
    );
    fs.writeFileSync(path.join(dir, 'src/page.ts'), code);
    fs.writeFileSync(path.join(dir, 'locales/en/messages.po'), po('en', en));
    fs.writeFileSync(path.join(dir, 'locales/hi/messages.po'), po('hi', hi));
    return dir;
  }

  const code = "import { msg } from '@lingui/core/macro';\nexport const a = msg`Join Us`;\n";

  it('pass a complete, extracted pair of catalogues', () => {
    const cwd = project(code, [['Join Us', 'Join Us']], [['Join Us', 'हमसे जुड़ें']]);
    expect(missing(cwd).ok, missing(cwd).output).toBe(true);
  });

  it('fail on a Hindi message left empty', () => {
    const cwd = project(code, [['Join Us', 'Join Us']], [['Join Us', '']]);
    const result = missing(cwd);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/missing translation/i);
  });

  it('fail on a message in the code that the catalogues lack', () => {
    const cwd = project(
      `${code}export const b = msg\`Log in\`;\n`,
      [['Join Us', 'Join Us']],
      [['Join Us', 'हमसे जुड़ें']],
    );
    expect(inStep(cwd).ok).toBe(false);
  });
});
