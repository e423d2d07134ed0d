import { describe, expect, it } from 'vitest';
import { SessionStore, type SessionStorePolicy } from './session-store';

function setup(policy: Partial<SessionStorePolicy> = {}) {
  let clock = 1_000_000;
  const store = new SessionStore({
    maxEntries: 100,
    maxAgeMs: 60_000,
    now: () => clock,
    ...policy,
  });
  return { store, advance: (ms: number) => (clock += ms) };
}

const session = (userId: string, sessionId = `s-${userId}`) => ({
  user: { id: userId, email: `${userId}@example.org`, name: userId },
  sessionId,
});

describe('SessionStore', () => {
  it('keeps a session found while notices arrive, up to its ttl', () => {
    const { store, advance } = setup();
    store.setListening(true);
    store.keep('k', session('u1'), 5_000, store.begin());
    expect(store.get('k')).toEqual(session('u1'));
    advance(4_999);
    expect(store.get('k')).toBeDefined();
    advance(2);
    expect(store.get('k')).toBeUndefined();
  });

  it('keeps nothing past maxAgeMs, whatever the ttl asked', () => {
    const { store, advance } = setup({ maxAgeMs: 1_000 });
    store.setListening(true);
    store.keep('k', session('u1'), 10 * 86_400_000, store.begin());
    advance(1_001);
    expect(store.get('k')).toBeUndefined();
  });

  it('keeps nothing with no time left (an expired or due-for-refresh session)', () => {
    const { store } = setup();
    store.setListening(true);
    store.keep('a', session('u1'), 0, store.begin());
    store.keep('b', session('u2'), -5, store.begin());
    store.keep('c', session('u3'), Number.NaN, store.begin());
    expect(store.size).toBe(0);
  });

  it('keeps and answers nothing while notices may be missed', () => {
    const { store } = setup();
    expect(store.listening).toBe(false);
    store.keep('k', session('u1'), 5_000, store.begin());
    expect(store.get('k')).toBeUndefined();
    expect(store.size).toBe(0);
  });

  it('drops what it keeps when notices stop and when they come back', () => {
    const { store } = setup();
    store.setListening(true);
    store.keep('k', session('u1'), 5_000, store.begin());
    store.setListening(false);
    store.setListening(true);
    expect(store.get('k')).toBeUndefined();
  });

  it("drops one user's sessions, every one of them, and nobody else's", () => {
    const { store } = setup();
    store.setListening(true);
    store.keep('phone', session('u1', 's1'), 5_000, store.begin());
    store.keep('laptop', session('u1', 's2'), 5_000, store.begin());
    store.keep('other', session('u2'), 5_000, store.begin());
    store.dropUser('u1');
    expect(store.get('phone')).toBeUndefined();
    expect(store.get('laptop')).toBeUndefined();
    expect(store.get('other')).toEqual(session('u2'));
    store.dropAll();
    expect(store.get('other')).toBeUndefined();
  });

  it('never keeps what a look-up read before a drop', () => {
    const { store } = setup();
    store.setListening(true);
    // A look-up begins, the user logs out elsewhere (a notice), then the look-up finishes with
    // the session it read before the logout committed.
    const since = store.begin();
    store.dropUser('u1');
    store.keep('k', session('u1'), 5_000, since);
    expect(store.get('k')).toBeUndefined();
    // A drop about anybody counts: the look-up cannot know whose notice it was.
    const later = store.begin();
    store.dropUser('someone-else');
    store.keep('k', session('u1'), 5_000, later);
    expect(store.get('k')).toBeUndefined();
    store.keep('k', session('u1'), 5_000, store.begin());
    expect(store.get('k')).toBeDefined();
  });

  it('holds at most maxEntries, and a user evicted from it is dropped cleanly', () => {
    const { store } = setup({ maxEntries: 2 });
    store.setListening(true);
    store.keep('a', session('u1'), 5_000, store.begin());
    store.keep('b', session('u2'), 5_000, store.begin());
    store.keep('c', session('u3'), 5_000, store.begin());
    expect(store.size).toBe(2);
    expect(store.get('a')).toBeUndefined();
    // u1's key was evicted: a later session of u1 under the same key is kept and dropped as usual.
    store.keep('a', session('u1'), 5_000, store.begin());
    store.dropUser('u1');
    expect(store.get('a')).toBeUndefined();
    expect(store.get('c')).toBeDefined();
  });
});
