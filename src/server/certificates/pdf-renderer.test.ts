// The PDF worker: a certificate rendered in a worker thread (from the sources, through tsx's
// loader) is a real PDF in either language; renders are counted, jobs queue, a stopped renderer
// fails what was waiting and starts a new worker when asked again.
import { threadId } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { CertificateContent } from './certificate-pdf';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer';

const content: CertificateContent = {
  code: 'ABCDEFGHIJKLMNOPQRST',
  volunteerName: 'Asha Verma',
  ngoName: 'Prerna Shiksha Foundation',
  minutes: 180,
  sessions: 3,
  periodStart: new Date('2026-09-05T05:30:00Z'),
  periodEnd: new Date('2026-09-19T05:30:00Z'),
  issuedAt: new Date('2026-09-20T05:30:00Z'),
  verifyUrl: 'http://localhost:3000/#/verify/ABCDEFGHIJKLMNOPQRST',
};

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}

describe('the certificate PDF worker', () => {
  let renderer: PdfRenderer | undefined;
  afterEach(async () => {
    await renderer?.close();
  });

  it('renders English and Hindi certificates in a worker thread, one after the other', async () => {
    renderer = createPdfRenderer();
    const [english, hindi] = await Promise.all([
      renderer.render(content, 'en'),
      renderer.render(content, 'hi'),
    ]);
    expect(renderer.renders).toBe(2);
    expect(english.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(english);
    expect(text).toContain('Certificate of Volunteering');
    expect(text).toContain('Asha Verma');
    expect(text).toContain('3 hours in 3 sessions');
    expect(text).toContain('ABCDEFGHIJKLMNOPQRST');
    expect(await textOf(hindi)).toMatch(/[\u0900-\u097F]/);
    // This thread rendered nothing itself: it is still the main one, and pdfkit was not loaded here.
    expect(threadId).toBe(0);
  }, 60_000);

  it('fails what was waiting when stopped, and starts again when asked', async () => {
    renderer = createPdfRenderer();
    const waiting = expect(renderer.render(content, 'en')).rejects.toThrow('stopped');
    await renderer.close();
    await waiting;
    const again = await renderer.render(content, 'en');
    expect(again.subarray(0, 5).toString()).toBe('%PDF-');
    expect(renderer.renders).toBe(1);
  }, 60_000);
});
