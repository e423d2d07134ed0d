// @vitest-environment node
// The lint rule of translated folders (eslint.config.js, TRANSLATED): it refuses English left in
// JSX and in the attributes a person hears or sees, and leaves other folders alone for now.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter(
      (m) => m.ruleId === 'lingui/no-unlocalized-strings' || m.ruleId === 'no-restricted-syntax',
    )
    .map((m) => m.line);
}

const untranslated = `import { Link } from 'react-router';
export function Banner() {
  return (
    <section className="mx-auto max-w-xl px-4 text-center" aria-label="Welcome banner">
      <Link to="/join-us">Join Us</Link>
      <abbr title="Non-governmental organisation">NGO</abbr>
      <svg role="img" aria-label="A bridge" viewBox="0 0 10 10" />
      <input placeholder={\`Your name\`} />
    </section>
  );
}
`;

const translated = `import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
export function Banner() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-xl px-4 text-center" aria-label={t\`Welcome banner\`}>
      <Link to="/join-us"><Trans>Join Us</Trans></Link>
      <abbr title={t\`Non-governmental organisation\`}><Trans>NGO</Trans></abbr>
      <svg role="img" aria-label={t\`A bridge\`} viewBox="0 0 10 10" />
      <input placeholder={t\`Your name\`} />
    </section>
  );
}
`;

// ESLint loads its whole configuration (TypeScript's parser, every plugin) at the first lint: on a
// busy 2-core machine that alone can pass vitest's default 5 s.
describe('the untranslated-text lint rule', { timeout: 60_000 }, () => {
  it('flags JSX text, aria-label, title, SVG names and placeholders in a translated folder', async () => {
    expect(await problems(untranslated, 'src/web/pages/home/banner.tsx')).toEqual([
      4, 5, 6, 6, 7, 8,
    ]);
  });

  it('accepts the same screen written with Trans and t', async () => {
    expect(await problems(translated, 'src/web/pages/home/banner.tsx')).toEqual([]);
  });

  it('leaves folders that are not converted yet alone', async () => {
    expect(await problems(untranslated, 'src/web/pages/not-converted/banner.tsx')).toEqual([]);
  });
});
