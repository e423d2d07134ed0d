import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../storage';
import {
  fitWithin,
  loadPicture,
  MAX_PICTURE_BYTES,
  PICTURE_MESSAGES,
  savePicture,
  validateFile,
} from './image';

describe('validateFile', () => {
  it.each([
    ['a PNG', { type: 'image/png', size: 1000 }, null],
    ['a JPEG of exactly 5 MB', { type: 'image/jpeg', size: MAX_PICTURE_BYTES }, null],
    [
      'an image over 5 MB',
      { type: 'image/jpeg', size: MAX_PICTURE_BYTES + 1 },
      PICTURE_MESSAGES.tooLarge,
    ],
    ['a text file', { type: 'text/plain', size: 10 }, PICTURE_MESSAGES.notImage],
    ['a file of unknown type', { type: '', size: 10 }, PICTURE_MESSAGES.notImage],
    ['a PDF', { type: 'application/pdf', size: 10 }, PICTURE_MESSAGES.notImage],
  ])('%s', (_name, file, expected) => {
    expect(validateFile(file)).toBe(expected);
  });
});

describe('fitWithin', () => {
  it.each([
    [1024, 768, { width: 256, height: 192 }],
    [768, 1024, { width: 192, height: 256 }],
    [256, 256, { width: 256, height: 256 }],
    [100, 50, { width: 100, height: 50 }],
    [5000, 10, { width: 256, height: 1 }],
    [0, 10, { width: 0, height: 0 }],
  ])('%i × %i → %o', (w, h, expected) => {
    expect(fitWithin(w, h)).toEqual(expected);
  });

  it('honours another maximum', () => {
    expect(fitWithin(400, 200, 100)).toEqual({ width: 100, height: 50 });
  });
});

describe('storage', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('saves and loads the picture under profilePic', () => {
    expect(savePicture('data:image/png;base64,AAAA')).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.profilePic)).toBe('data:image/png;base64,AAAA');
    expect(loadPicture()).toBe('data:image/png;base64,AAAA');
  });

  it('ignores a stored value that is not image data', () => {
    localStorage.setItem(STORAGE_KEYS.profilePic, 'javascript:alert(1)');
    expect(loadPicture()).toBeNull();
  });

  it('answers a full storage with a message instead of throwing', () => {
    // The browser tests fill Chromium's real storage; here a storage that is already full.
    const full = {
      setItem() {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(savePicture('data:image/png;base64,AAAA', full)).toBe(PICTURE_MESSAGES.storageFull);
  });
});
