import { describe, expect, it } from 'vitest';
import { prepareAnswer, type CachedAnswer } from './answer';
import { AnswerStore, type StorePolicy } from './answer-store';

function setup(policy: Partial<StorePolicy> = {}) {
  let clock = 1_000_000;
  const store = new AnswerStore({
    maxEntries: 100,
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    fallbackTtlMs: 1000,
    now: () => clock,
    ...policy,
  });
  let computed = 0;
  const compute = (value: unknown) => async () => {
    computed++;
    return prepareAnswer(value);
  };
  return {
    store,
    compute,
    computed: () => computed,
    advance: (ms: number) => (clock += ms),
  };
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString();

/** A computation the test finishes by hand. */
function deferred() {
  let finish!: (answer: CachedAnswer) => void;
  const promise = new Promise<CachedAnswer>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('AnswerStore', () => {
  it('computes once for requests that miss together, then answers from memory', async () => {
    const { store, compute, computed } = setup();
    store.setListening(true);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => store.get('k', compute({ n: 1 }))),
    );
    expect(computed()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await store.get('k', compute({ n: 2 }));
    expect(computed()).toBe(1);
  });

  it('never keeps a computation that started before a change', async () => {
    const { store, compute, computed } = setup();
    store.setListening(true);
    const slow = deferred();
    const before = store.get('k', () => slow.promise);
    store.invalidate();
    // A request after the change does not join the old computation.
    const after = await store.get('k', compute({ v: 'new' }));
    slow.finish(await prepareAnswer({ v: 'old' }));
    // The request that came before the change still gets its answer.
    expect(JSON.parse(text((await before).body))).toEqual({ v: 'old' });
    expect(JSON.parse(text(after.body))).toEqual({ v: 'new' });
    expect(JSON.parse(text((await store.get('k', compute({ v: 'newer' }))).body))).toEqual({
      v: 'new',
    });
    expect(computed()).toBe(1);
  });

  it('drops everything on invalidate', async () => {
    const { store, compute, computed } = setup();
    store.setListening(true);
    await store.get('a', compute(1));
    await store.get('b', compute(2));
    store.invalidate();
    expect(store.size).toBe(0);
    await store.get('a', compute(1));
    expect(computed()).toBe(3);
  });

  it('forgets one answer, keeps the others, and never keeps its computation from before', async () => {
    const { store, compute, computed } = setup();
    store.setListening(true);
    await store.get('listings', compute(1));
    const slow = deferred();
    const before = store.get('impact', () => slow.promise);
    store.forget('impact');
    const after = await store.get('impact', compute({ v: 'new' }));
    slow.finish(await prepareAnswer({ v: 'old' }));
    await before;
    expect(JSON.parse(text((await store.get('impact', compute({ v: 'x' }))).body))).toEqual({
      v: 'new',
    });
    expect(JSON.parse(text(after.body))).toEqual({ v: 'new' });
    await store.get('listings', compute(2));
    expect(computed()).toBe(2);
  });

  // Listening, an answer is kept up to maxAgeMs (60 s); without notices only fallbackTtlMs (1 s).
  it.each([
    ['up to maxAgeMs while notices arrive', true, 59_000, 2_000],
    ['only fallbackTtlMs while notices may be missed', false, 500, 600],
  ])('keeps answers %s', async (_, listening, within, beyond) => {
    const { store, compute, computed, advance } = setup();
    if (listening) store.setListening(true);
    expect(store.listening).toBe(listening);
    await store.get('k', compute(1));
    advance(within);
    await store.get('k', compute(1));
    expect(computed()).toBe(1);
    advance(beyond);
    await store.get('k', compute(1));
    expect(computed()).toBe(2);
  });

  it('drops what it keeps when notices stop and when they come back', async () => {
    const { store, compute, computed } = setup();
    store.setListening(true);
    await store.get('k', compute(1));
    store.setListening(false);
    await store.get('k', compute(1));
    expect(computed()).toBe(2);
    store.setListening(true);
    await store.get('k', compute(1));
    expect(computed()).toBe(3);
  });

  it('holds at most maxEntries answers, dropping the least recently used', async () => {
    const { store, compute, computed } = setup({ maxEntries: 2 });
    store.setListening(true);
    await store.get('a', compute('a'));
    await store.get('b', compute('b'));
    await store.get('a', compute('a'));
    await store.get('c', compute('c'));
    expect(store.size).toBe(2);
    await store.get('a', compute('a'));
    expect(computed()).toBe(3);
    await store.get('b', compute('b'));
    expect(computed()).toBe(4);
  });

  it('holds at most maxBytes', async () => {
    const { store, compute } = setup({ maxBytes: 5_000 });
    store.setListening(true);
    for (const key of ['a', 'b', 'c', 'd'])
      await store.get(key, compute({ text: key.repeat(1500) }));
    expect(store.size).toBeLessThanOrEqual(3);
  });

  it('keeps nothing from a failed computation', async () => {
    const { store, compute, computed } = setup();
    store.setListening(true);
    await expect(store.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    await store.get('k', compute(1));
    expect(computed()).toBe(1);
  });
});
