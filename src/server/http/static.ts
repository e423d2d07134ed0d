import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './env';

/**
 * The built SPA. Hashed assets are immutable for a year; index.html is revalidated on every
 * load so a deploy is picked up at once. Brotli/gzip files made at build time are preferred.
 * An asset answered here is marked, so it carries only its own headers and nosniff, without the
 * documents' policies (http/security.ts, docs/decisions/0029-lean-first-loads.md). Headers are
 * set on the answer itself: Context#header would rebuild a finished Response each time.
 */
export function staticRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), distDir) || '.';
  const hasIndex = fs.existsSync(path.join(distDir, 'index.html'));

  app.use('/assets/*', async (c, next) => {
    await next();
    const { status, headers } = c.res;
    if (status !== 200 && status !== 206) return;
    headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    // A file whose name changes with its content is never revalidated.
    headers.delete('Last-Modified');
    c.set('immutableAsset', true);
  });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.req.path.startsWith('/assets/')) {
      c.res.headers.set('Cache-Control', 'no-cache');
    }
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  if (!hasIndex) {
    app.get('/', (c) => c.text('The front end is not built yet: run `npm run build`.', 503));
  }
  return app;
}
