// The worker thread that renders certificate PDFs (pdf-renderer.ts starts it): pdfkit's layout
// and font shaping take 300–460 ms of CPU per certificate, which on the main thread would stall
// every other request. Built as its own file (scripts/build-server.mjs).
import { parentPort } from 'node:worker_threads';
import type { Locale } from '../../shared/locales';
import { certificatePdf, type CertificateContent } from './certificate-pdf';

export interface RenderJob {
  id: number;
  content: CertificateContent;
  language: Locale;
}

export type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort!.on('message', (job: RenderJob) => {
  certificatePdf(job.content, job.language).then(
    (pdf) => {
      // A copy the size of the PDF, moved (not copied again) to the main thread.
      const bytes = new Uint8Array(pdf);
      parentPort!.postMessage({ id: job.id, pdf: bytes } satisfies RenderAnswer, [bytes.buffer]);
    },
    (error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      parentPort!.postMessage({ id: job.id, error: message } satisfies RenderAnswer);
    },
  );
});
