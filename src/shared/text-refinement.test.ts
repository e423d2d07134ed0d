import { describe, expect, it } from 'vitest';
import { linkToken } from './text-refinement';

describe('linkToken', () => {
  const token = linkToken('This link is not valid.');

  it('keeps a token, trimmed', () => {
    expect(token.parse('  abc-DEF_123  ')).toBe('abc-DEF_123');
  });

  it.each([
    ['empty', '   '],
    ['too long', 'a'.repeat(201)],
    ['a NUL', 'abc\u0000def'],
    ['two lines', 'abc\ndef'],
  ])('refuses %s with the one message', (_, value) => {
    const result = token.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['This link is not valid.']);
  });

  it('refuses what is not text with the same message', () => {
    expect(token.safeParse(42).error?.issues[0]?.message).toBe('This link is not valid.');
  });
});
