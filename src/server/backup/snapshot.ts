import type { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of PGlite's files while the server keeps running. Every query and
 * transaction in PGlite holds its transaction mutex, so inside it no transaction is half done;
 * dumpDataDir itself takes the query mutex, so nothing writes while the files are read (the same
 * order PGlite's own close() takes them in).
 */
export async function snapshotPglite(client: PGlite): Promise<Uint8Array> {
  // Flushing dirty pages first means the restored copy starts without replaying the log.
  await client.query('checkpoint');
  const tarball = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return new Uint8Array(await tarball.arrayBuffer());
}
