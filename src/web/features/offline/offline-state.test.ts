import { renderHook, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answeredFromCache, setOfflineState, useOfflineState } from './offline-state';

describe('the offline notices’ state', () => {
  it('keeps the oldest kept answer’s time, ignores a missing or broken date, and forgets it', () => {
    const { result } = renderHook(() => useOfflineState());
    act(() => setOfflineState({ online: false, asOf: null }));
    act(() => answeredFromCache('Sat, 28 Nov 2026 05:00:00 GMT'));
    expect(result.current.asOf).toBe('2026-11-28T05:00:00.000Z');
    act(() => answeredFromCache('Sat, 28 Nov 2026 06:00:00 GMT'));
    expect(result.current.asOf).toBe('2026-11-28T05:00:00.000Z');
    act(() => answeredFromCache('Sat, 28 Nov 2026 04:30:00 GMT'));
    expect(result.current.asOf).toBe('2026-11-28T04:30:00.000Z');
    act(() => answeredFromCache(null));
    act(() => answeredFromCache('not a date'));
    expect(result.current.asOf).toBe('2026-11-28T04:30:00.000Z');
    act(() => setOfflineState({ online: true, asOf: null }));
    expect(result.current).toMatchObject({ online: true, asOf: null, reload: null });
  });
});
