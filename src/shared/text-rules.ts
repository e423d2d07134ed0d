// Which characters a text field may hold; the shared schemas apply it to every string a person
// types, so form and API refuse the same things with the same field message.
//
// - NUL: PostgreSQL refuses it in text, so it used to reach the database and fail with a 500.
// - Other C0/C1 controls and DEL: invisible, and never part of what a person means to type.
// - Line breaks in a single-line field: a name with a line break can forge a "Bcc:" or "Contact:"
//   line in the body of an email Setu sends.
// - Bidi overrides and isolates in a single-line field: they make a name or an address display
//   as something else than it is (CVE-2021-42574, "Trojan Source"). Multi-line text may need them.
// - Lone surrogates: not text at all; the database driver would silently store U+FFFD instead.
//
// Tab counts as a control in single-line fields and is allowed in multi-line ones (pasted text).
// ZWJ/ZWNJ and the LRM/RLM marks stay allowed everywhere: Indic scripts and emoji need them.

export type TextShape = 'single-line' | 'multi-line';
export type TextProblem = 'control' | 'lineBreak' | 'bidi' | 'brokenCharacter';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const LINE_SEPARATOR = 0x2028;
const PARAGRAPH_SEPARATOR = 0x2029;

function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The first character `value` may not hold in a field of this shape, or null if all is well. */
export function textProblem(value: string, shape: TextShape): TextProblem | null {
  const multiLine = shape === 'multi-line';
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === LINE_FEED || code === CARRIAGE_RETURN) {
      if (!multiLine) return 'lineBreak';
    } else if (code === TAB) {
      if (!multiLine) return 'control';
    } else if (isControl(code)) {
      return 'control';
    } else if (code === LINE_SEPARATOR || code === PARAGRAPH_SEPARATOR) {
      if (!multiLine) return 'lineBreak';
    } else if (isBidiControl(code)) {
      if (!multiLine) return 'bidi';
    } else if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return 'brokenCharacter';
      i++; // the pair is one character
    } else if (isLowSurrogate(code)) {
      return 'brokenCharacter';
    }
  }
  return null;
}
