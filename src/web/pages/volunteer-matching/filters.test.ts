import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, readFilters, toSearchParams } from './filters';

describe('matching filters in the URL', () => {
  it('keeps only the filters in use, in a fixed order', () => {
    const params = toSearchParams({
      ...EMPTY_FILTERS,
      location: ' Pune ',
      topic: 'Maths',
      day: '',
    });
    expect(params.toString()).toBe('topic=Maths&location=Pune');
  });

  it('reads what it wrote, and empty filters from a bare URL', () => {
    const filters = {
      topic: 'Communication Skills',
      day: 'Sunday',
      date: '2026-03-14',
      location: 'Delhi',
      timeRange: '4:00 PM - 5:00 PM',
      afterFive: 'yes',
    };
    expect(readFilters(toSearchParams(filters))).toEqual(filters);
    expect(readFilters(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
  });

  it('ignores unknown parameters', () => {
    expect(readFilters(new URLSearchParams('foo=bar&topic=EVS'))).toEqual({
      ...EMPTY_FILTERS,
      topic: 'EVS',
    });
  });
});
