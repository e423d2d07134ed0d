import { describe, expect, it } from 'vitest';
import { escapeLike } from './search';

describe('escapeLike', () => {
  it.each([
    ['maths', 'maths'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(escapeLike(input)).toBe(expected);
  });
});
