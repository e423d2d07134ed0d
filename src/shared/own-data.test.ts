import { describe, expect, it } from 'vitest';
import { exportFileName } from './own-data';

describe('exportFileName', () => {
  it('uses India’s date, which is a day ahead of UTC from 18:30 UTC on', () => {
    expect(exportFileName(new Date('2026-11-26T18:29:59Z'))).toBe('setu-data-2026-11-26.json');
    expect(exportFileName(new Date('2026-11-26T18:30:00Z'))).toBe('setu-data-2026-11-27.json');
    expect(exportFileName(new Date('2026-12-31T20:00:00Z'))).toBe('setu-data-2027-01-01.json');
  });
});
