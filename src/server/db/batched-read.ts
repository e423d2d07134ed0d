import DataLoader from 'dataloader';

/** The most keys one query asks for; a larger turn is split into several queries. */
export const MAX_BATCH = 256;

/**
 * Reads rows by key, one query for all the requests that asked in the same turn of the event
 * loop (docs/decisions/0051-batched-dashboard-reads.md). Nothing is kept from one turn to the
 * next: each read's query is sent after its request arrived, so an answered write is always seen.
 * `readMany` gets each key once and returns the rows it found by key; a key it did not find reads
 * as undefined. A failed query fails every read of its batch, as it would have failed each alone.
 */
export function batchedRead<K, V>(
  readMany: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  const loader = new DataLoader<K, V | undefined>(
    async (keys) => {
      const found = await readMany([...new Set(keys)]);
      return keys.map((key) => found.get(key));
    },
    // setImmediate, not DataLoader's default (the end of the current job): requests read from
    // different sockets in one poll of the event loop reach here in separate jobs.
    {
      cache: false,
      maxBatchSize: MAX_BATCH,
      batchScheduleFn: (dispatch) => setImmediate(dispatch),
    },
  );
  return (key) => loader.load(key);
}
