import { describe, expect, it } from 'vitest';
import { DEMO_NGO_EMAIL, DEMO_VOLUNTEER_EMAIL } from '../db/seed/demo';
import { isDemoEmail } from './demo-identity';

describe('demo accounts', () => {
  it('are known by their email domain, whatever its case', () => {
    expect(isDemoEmail(DEMO_NGO_EMAIL)).toBe(true);
    expect(isDemoEmail(DEMO_VOLUNTEER_EMAIL)).toBe(true);
    expect(isDemoEmail(' Partner3@Demo.Setu.Org.In ')).toBe(true);
  });

  it('never include a real address, even one that looks alike', () => {
    expect(isDemoEmail('asha@example.org')).toBe(false);
    expect(isDemoEmail('ngo@notdemo.setu.org.in')).toBe(false);
    expect(isDemoEmail('ngo@demo.setu.org.in.example.org')).toBe(false);
    expect(isDemoEmail('demo.setu.org.in@example.org')).toBe(false);
  });
});
