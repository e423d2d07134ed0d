import { describe, expect, it } from 'vitest';
import { batchedRead, MAX_BATCH } from './batched-read';

/** A readMany over a live table: each call sees the table as it is when the call is made. */
function recorder(table: Map<string, string>) {
  const calls: string[][] = [];
  const read = batchedRead(async (keys: string[]) => {
    calls.push(keys);
    return new Map(keys.flatMap((k) => (table.has(k) ? [[k, table.get(k)!] as const] : [])));
  });
  return { calls, read };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedRead', () => {
  it('reads the keys asked in one turn with one call, each key once, each read its own row', async () => {
    const { calls, read } = recorder(
      new Map([
        ['asha', 'Asha'],
        ['ravi', 'Ravi'],
      ]),
    );
    const answers = await Promise.all([read('asha'), read('ravi'), read('asha'), read('nobody')]);
    expect(answers).toEqual(['Asha', 'Ravi', 'Asha', undefined]);
    expect(calls).toEqual([['asha', 'ravi', 'nobody']]);
  });

  it('joins reads from separate jobs of one turn, as requests from separate sockets arrive', async () => {
    const { calls, read } = recorder(
      new Map([
        ['asha', 'Asha'],
        ['ravi', 'Ravi'],
      ]),
    );
    // Two jobs queued for one phase of the loop, as two sockets' reads are. Two zero timers were
    // not: on a busy machine the clock can tick between them, and the second then falls due a
    // turn later, after the first's batch has gone.
    const first = new Promise((resolve) => setImmediate(() => resolve(read('asha'))));
    const second = new Promise((resolve) => setImmediate(() => resolve(read('ravi'))));
    expect(await Promise.all([first, second])).toEqual(['Asha', 'Ravi']);
    expect(calls).toEqual([['asha', 'ravi']]);
  });

  it('never answers a read from a call made before it was asked', async () => {
    const table = new Map([['asha', 'before']]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[][] = [];
    const read = batchedRead(async (keys: string[]) => {
      calls.push(keys);
      const answer = new Map(keys.map((k) => [k, table.get(k)!]));
      if (calls.length === 1) await held;
      return answer;
    });
    const early = read('asha');
    await nextTurn();
    // The first call has read the row and is still out; a write lands, then the same key is asked.
    table.set('asha', 'after');
    const late = read('asha');
    release();
    expect(await early).toBe('before');
    expect(await late).toBe('after');
    expect(calls).toEqual([['asha'], ['asha']]);
  });

  it('fails every read of a failed call, and the next turn reads again', async () => {
    let fail = true;
    const read = batchedRead(async (keys: string[]) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((k) => [k, k.toUpperCase()]));
    });
    const results = await Promise.allSettled([read('a'), read('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await read('a')).toBe('A');
  });

  it(`asks at most ${MAX_BATCH} keys in one call`, async () => {
    const table = new Map(Array.from({ length: MAX_BATCH + 5 }, (_, i) => [`k${i}`, `v${i}`]));
    const { calls, read } = recorder(table);
    const answers = await Promise.all([...table.keys()].map((k) => read(k)));
    expect(answers).toEqual([...table.values()]);
    expect(calls.map((c) => c.length)).toEqual([MAX_BATCH, 5]);
  });
});
