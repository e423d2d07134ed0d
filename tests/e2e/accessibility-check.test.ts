// The check every screen's test relies on (expectAccessible) must be able to fail: it answers
// only axe's violations, so a page with two known ones must fail it, naming both, and the same
// page with both mended must pass it.
import { describe, expect, it } from 'vitest';
import { expectAccessible, workerBrowser } from '../support/browser';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;
const DOT = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('the accessibility check', () => {
  it('fails on violations and names each with its element; passes once they are mended', async () => {
    const context = await (await workerBrowser()).newContext();
    try {
      const tab = await context.newPage();
      await tab.setContent(page(`<img src="${DOT}"><button></button>`));
      // The check's failure carries the violations it found, one line each (as `actual`).
      const found = await expectAccessible(tab).then(
        () => [],
        (error: { actual?: string[] }) => error.actual ?? [],
      );
      expect(found).toEqual([
        expect.stringMatching(/^button-name: .* → button$/),
        expect.stringMatching(/^image-alt: .* → img$/),
      ]);

      await tab.setContent(page(`<img alt="A dot" src="${DOT}"><button>Go</button>`));
      await expectAccessible(tab);
    } finally {
      await context.close();
    }
  });
});
