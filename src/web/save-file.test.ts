import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveFile', () => {
  it('clicks a link in the document, and frees the file only a minute later', () => {
    vi.useFakeTimers();
    const made = vi.fn(() => 'blob:setu/1');
    const freed = vi.fn();
    Object.assign(URL, { createObjectURL: made, revokeObjectURL: freed });
    const clicked: { name: string; inDocument: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ name: this.download, inDocument: document.body.contains(this) });
    });
    const codes = new Blob(['a\nb\n'], { type: 'text/plain' });

    saveFile(codes, 'setu-recovery-codes.txt');

    expect(made).toHaveBeenCalledWith(codes);
    expect(clicked).toEqual([{ name: 'setu-recovery-codes.txt', inDocument: true }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.advanceTimersByTime(59_999);
    expect(freed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(freed).toHaveBeenCalledWith('blob:setu/1');
  });
});
