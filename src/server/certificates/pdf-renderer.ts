// Renders certificate PDFs in one worker thread per process, started on the first render and
// stopped after a quiet minute, so the event loop keeps answering while a PDF is made
// (docs/decisions/0028-certificates-stored-and-revoked.md). Jobs queue in the worker: one
// render at a time leaves the other core to the requests.
//
// The worker's file: in the production build it is dist/server/certificate-pdf-worker.js beside
// main.js (scripts/build-server.mjs builds it as its own entry); from the sources (tsx, vitest)
// it is the .ts file beside this one, run with tsx's loader.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Locale } from '../../shared/locales';
import type { CertificateContent } from './certificate-pdf';
import type { RenderAnswer, RenderJob } from './certificate-pdf-worker';

const IDLE_MS = 60_000;

function workerEntry(): { file: URL; execArgv: string[] } {
  const built = new URL('./certificate-pdf-worker.js', import.meta.url);
  if (fs.existsSync(fileURLToPath(built))) return { file: built, execArgv: [] };
  return {
    file: new URL('./certificate-pdf-worker.ts', import.meta.url),
    execArgv: ['--import', import.meta.resolve('tsx')],
  };
}

export interface PdfRenderer {
  render(content: CertificateContent, language: Locale): Promise<Buffer>;
  /** Renders finished since start: what tests count to see that a PDF is made once. */
  readonly renders: number;
  close(): Promise<void>;
}

export function createPdfRenderer(): PdfRenderer {
  let worker: Worker | null = null;
  let nextId = 1;
  let renders = 0;
  let idle: NodeJS.Timeout | undefined;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  function start(): Worker {
    const { file, execArgv } = workerEntry();
    const w = new Worker(file, { execArgv });
    // A render in flight keeps no process alive on its own: shutdown does not wait for it.
    w.unref();
    w.on('message', (answer: RenderAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if ('error' in answer) job.reject(new Error(`certificate PDF failed: ${answer.error}`));
      else {
        renders++;
        job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      }
      if (pending.size === 0) stopWhenIdle();
    });
    w.on('error', (error) => {
      if (worker === w) worker = null;
      failAll(error);
    });
    w.on('exit', (code) => {
      if (worker === w) worker = null;
      if (pending.size) failAll(new Error(`the certificate PDF worker exited with ${code}`));
    });
    return w;
  }

  function stopWhenIdle() {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (pending.size === 0 && worker) {
        const w = worker;
        worker = null;
        void w.terminate();
      }
    }, IDLE_MS);
    idle.unref();
  }

  return {
    get renders() {
      return renders;
    },
    render(content, language) {
      clearTimeout(idle);
      worker ??= start();
      const id = nextId++;
      const job: RenderJob = { id, content, language };
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker!.postMessage(job);
      });
    },
    async close() {
      clearTimeout(idle);
      const w = worker;
      worker = null;
      failAll(new Error('the certificate PDF worker was stopped'));
      if (w) await w.terminate();
    },
  };
}
