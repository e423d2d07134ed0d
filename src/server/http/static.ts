import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './env';

/**
 * The built SPA. Hashed assets are immutable for a year; index.html is revalidated on every
 * load so a deploy is picked up at once. Brotli/gzip files made at build time are preferred.
 */
export function staticRoutes(distDir: string) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), distDir) || '.';
  const hasIndex = fs.existsSync(path.join(distDir, 'index.html'));

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.req.path.startsWith('/assets/')) {
      c.header('Cache-Control', 'no-cache');
    }
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  if (!hasIndex) {
    app.get('/', (c) => c.text('The front end is not built yet: run `npm run build`.', 503));
  }
  return app;
}
