// Child process: opens PGlite on a directory with its defaults or with Setu's settings, runs a
// little work and prints its resident memory as JSON.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLITE_SETTINGS } from '../../src/server/db/client';
import { rssMb } from './proc';

const [mode, dir] = process.argv.slice(2);
const client = new PGlite(dir, {
  extensions: { pg_trgm },
  ...(mode === 'setu'
    ? { startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])] }
    : {}),
});
await client.waitReady;
const readyMb = rssMb(process.pid);
await client.exec(`create extension if not exists pg_trgm;
  create table if not exists probe (id int, body text);
  insert into probe select g, md5(g::text) from generate_series(1, 20000) g;
  select count(*) from probe where body like '%ab%';`);
const workMb = rssMb(process.pid);
await client.close();
process.stdout.write(JSON.stringify({ readyMb, workMb }));
