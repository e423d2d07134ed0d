import { describe, expect, it } from 'vitest';
import { textProblem } from './text-rules';

describe('textProblem', () => {
  it('accepts ordinary text in every script, emoji and the joiners they need', () => {
    for (const value of [
      '',
      'Asha Verma',
      'आशा वर्मा',
      'ক্ষ্‍মা', // Bengali with a zero-width joiner
      'نسرین', // Arabic, right to left on its own
      'שלום\u200f', // with a right-to-left mark
      '👩‍👩‍👧‍👦 😀',
      'O’Brien & Co. — “quoted” – 10%',
    ]) {
      expect(textProblem(value, 'single-line'), value).toBeNull();
      expect(textProblem(value, 'multi-line'), value).toBeNull();
    }
  });

  it('refuses NUL, the other C0 controls, DEL and C1 controls everywhere', () => {
    const controls = [
      ...Array.from({ length: 0x20 }, (_, code) => code).filter(
        (code) => ![0x09, 0x0a, 0x0d].includes(code),
      ),
      ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
    ];
    for (const code of controls) {
      const value = `a${String.fromCharCode(code)}b`;
      expect(textProblem(value, 'single-line'), code.toString(16)).toBe('control');
      expect(textProblem(value, 'multi-line'), code.toString(16)).toBe('control');
    }
  });

  it('keeps line breaks and tabs for multi-line fields only', () => {
    for (const br of ['\n', '\r', '\r\n', '\u2028', '\u2029']) {
      expect(textProblem(`one${br}two`, 'single-line')).toBe('lineBreak');
      expect(textProblem(`one${br}two`, 'multi-line')).toBeNull();
    }
    expect(textProblem('one\ttwo', 'single-line')).toBe('control');
    expect(textProblem('one\ttwo', 'multi-line')).toBeNull();
  });

  it('refuses bidi overrides and isolates in single-line fields', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const value = `admin${String.fromCharCode(code)}txt.exe`;
      expect(textProblem(value, 'single-line'), code.toString(16)).toBe('bidi');
      expect(textProblem(value, 'multi-line'), code.toString(16)).toBeNull();
    }
  });

  it('refuses lone surrogates and accepts surrogate pairs', () => {
    for (const value of ['\ud800', 'a\ud800b', '\udc00', 'a\udc00\ud800b', '😀\ud83d']) {
      expect(textProblem(value, 'single-line'), JSON.stringify(value)).toBe('brokenCharacter');
      expect(textProblem(value, 'multi-line'), JSON.stringify(value)).toBe('brokenCharacter');
    }
    expect(textProblem('\ud83d\ude00', 'single-line')).toBeNull();
  });

  it('names the first problem in the text', () => {
    expect(textProblem('a\nb\u0000', 'single-line')).toBe('lineBreak');
    expect(textProblem('a\u0000b\n', 'single-line')).toBe('control');
  });
});
