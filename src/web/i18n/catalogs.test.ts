// The entry loads the public screens' catalogues itself and the others through their own chunk
// (catalogs.ts): a public screen's catalogue missing from the entry's map would cost that screen a
// second round trip, and one in neither map would not load at all.
import fs from 'node:fs';
import path from 'node:path';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { BUDGETED_ROUTES } from '../paths';
import { LOCALES } from '../../shared/locales';
import { hasPublicLoader, loadCatalog } from './catalogs';
import { APP_LOADERS } from './app-catalogs';
import { SCREEN_CATALOGS, START_CATALOGS } from './screen-catalogs';

const isSharedTexts = (name: string) => /^shared(-|$)/.test(name);

describe('the catalogue loaders', () => {
  it("hold every public screen's catalogue in the entry, in both languages", () => {
    const publicNames = new Set([
      ...START_CATALOGS,
      ...BUDGETED_ROUTES.flatMap((route) => SCREEN_CATALOGS[route] ?? []),
      ...(SCREEN_CATALOGS.notFound ?? []),
      // The report dialog of /ngoList and /volunteer-matching (report-concern-button.tsx).
      'features/report-concern',
      'shared-forms',
    ]);
    for (const locale of LOCALES)
      for (const name of publicNames) {
        if (locale === 'en' && isSharedTexts(name)) continue;
        expect(hasPublicLoader(locale, name), `${locale}/${name}`).toBe(true);
      }
  });

  it('have every catalogue on disk in exactly one of the two maps', () => {
    const root = path.resolve(import.meta.dirname, '../locales');
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.po'))
      .map((file) => file.replaceAll(path.sep, '/'));
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const [locale, ...rest] = file.split('/');
      const name = rest.join('/').replace(/\.po$/, '');
      // Not fetched: English shared texts are their keys; the offline notices load with their chunk.
      if ((locale === 'en' && isSharedTexts(name)) || name === 'features/offline') continue;
      const inEntry = hasPublicLoader(locale as 'en' | 'hi', name);
      const inChunk = `./${file}` in APP_LOADERS;
      expect(inEntry !== inChunk, `${file}: entry ${inEntry}, app chunk ${inChunk}`).toBe(true);
    }
  });

  it("loads a signed-in screen's catalogue through the app chunk", async () => {
    await loadCatalog('hi', 'pages/volunteer-dashboard');
    i18n.activate('hi');
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(0);
    await expect(loadCatalog('hi', 'pages/no-such-screen')).rejects.toThrow(
      'No catalogue src/web/locales/hi/pages/no-such-screen.po',
    );
  });
});
