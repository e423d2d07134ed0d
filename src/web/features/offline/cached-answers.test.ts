import { describe, expect, it } from 'vitest';
import { OFFLINE_READABLE_PATTERN } from './cached-answers';

const kept = (path: string) => OFFLINE_READABLE_PATTERN.test(`https://setu.example${path}`);

describe('the answers kept for reading offline', () => {
  it('are the dashboards, sessions, class notes and certificates, with their queries', () => {
    expect(kept('/api/volunteer/dashboard')).toBe(true);
    expect(kept('/api/ngo/dashboard')).toBe(true);
    expect(kept('/api/sessions')).toBe(true);
    expect(kept('/api/session-notes/classes?day=Saturday&timeSlot=11%3A00&page=1')).toBe(true);
    expect(kept('/api/session-notes/sessions/12/before')).toBe(true);
    expect(kept('/api/certificates')).toBe(true);
    expect(kept('/api/ngo/classes/saturday-1100-1200/roster')).toBe(true);
  });

  it('are no other answer, and no look-alike path', () => {
    expect(kept('/api/accounts/me')).toBe(false);
    expect(kept('/api/accounts/me/export')).toBe(false);
    expect(kept('/api/operator/accounts')).toBe(false);
    expect(kept('/api/ngos')).toBe(false);
    expect(kept('/api/sessionsx')).toBe(false);
    expect(kept('/api/session-notes/')).toBe(false);
    expect(kept('/api/verify/ABC')).toBe(false);
    expect(kept('/sessions')).toBe(false);
  });
});
