// Pure helpers of the profile picture (spec §4; README → The specification): checked, downscaled in the browser and kept
// as image data in localStorage `profilePic`. Nothing is uploaded (spec §7; README → The specification).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { STORAGE_KEYS } from '../../storage';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const MAX_PICTURE_SIDE = 256;

/** Shown with i18n._ in the reader's language. */
export const PICTURE_MESSAGES = {
  notImage: msg`Please choose an image file (for example PNG or JPEG).`,
  tooLarge: msg`This image is larger than 5 MB. Please choose a smaller one.`,
  unreadable: msg`This image could not be read. Please try another file.`,
  storageFull: msg`Your picture could not be saved: this browser has no storage space left for it.`,
} as const;

/** The reason a file cannot be a profile picture, or null when it can. */
export function validateFile(file: { type: string; size: number }): MessageDescriptor | null {
  if (!file.type.startsWith('image/')) return PICTURE_MESSAGES.notImage;
  if (file.size > MAX_PICTURE_BYTES) return PICTURE_MESSAGES.tooLarge;
  return null;
}

/** The largest size within max × max that keeps the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max = MAX_PICTURE_SIDE) {
  if (!(width > 0 && height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Decodes the image and redraws it at most MAX_PICTURE_SIDE px wide and high. */
export async function downscale(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    if (!width || !height) throw new Error('empty image');
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    // WebP where the browser can encode it (small, keeps transparency); PNG otherwise.
    return canvas.toDataURL('image/webp', 0.9);
  } finally {
    bitmap.close();
  }
}

export function loadPicture(): string | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.profilePic);
    return value && value.startsWith('data:image/') ? value : null;
  } catch {
    return null;
  }
}

/** Stores the picture; a full storage (quota) answers with a message instead of throwing. */
export function savePicture(
  dataUrl: string,
  storage: Pick<Storage, 'setItem'> = localStorage,
): MessageDescriptor | null {
  try {
    storage.setItem(STORAGE_KEYS.profilePic, dataUrl);
    return null;
  } catch {
    return PICTURE_MESSAGES.storageFull;
  }
}
