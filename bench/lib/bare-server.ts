// The smallest Hono app on @hono/node-server: what the API's read routes are measured against.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/bare', (c) => c.json({ ok: true }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => {
  console.log('ready');
});
process.on('SIGTERM', () => process.exit(0));
