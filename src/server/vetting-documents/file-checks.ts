// What an uploaded document must be before Setu keeps it (docs/decisions/0040-vetting-documents.md):
// at most 5 MB; a JPEG, PNG or PDF by its content (file-type reads the bytes, never the name or
// the declared type); an image that decodes whole, re-encoded by sharp so that nothing but the
// pixels stays (EXIF, GPS, camera, comments); a PDF that pdf.js can open, with no JavaScript
// (document, page, form field or link actions), no attached files and no launch actions.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  DOCUMENT_LIMITS,
  DOCUMENT_MESSAGES,
  type DocumentContentType,
} from '../../shared/vetting-documents';

export type FileCheck =
  | { ok: true; contentType: DocumentContentType; bytes: Buffer }
  | { ok: false; status: 400 | 413; error: string };

const refuse = (error: string, status: 400 | 413 = 400): FileCheck => ({
  ok: false,
  status,
  error,
});

/** The largest image side kept: an A4 scan at 300 dpi; larger ones are scaled down. */
const MAX_SIDE = 3508;

export async function checkDocumentFile(input: Uint8Array): Promise<FileCheck> {
  if (input.byteLength === 0) return refuse(DOCUMENT_MESSAGES.fileMissing);
  if (input.byteLength > DOCUMENT_LIMITS.maxBytes)
    return refuse(DOCUMENT_MESSAGES.fileTooLarge, 413);
  const found = await fileTypeFromBuffer(input);
  if (found?.mime === 'image/jpeg' || found?.mime === 'image/png') {
    const bytes = await reencodeImage(Buffer.from(input), found.mime);
    return bytes
      ? { ok: true, contentType: found.mime, bytes }
      : refuse(DOCUMENT_MESSAGES.imageCorrupt);
  }
  if (found?.mime === 'application/pdf') {
    const problem = await pdfProblem(input);
    return problem
      ? refuse(problem)
      : { ok: true, contentType: found.mime, bytes: Buffer.from(input) };
  }
  return refuse(DOCUMENT_MESSAGES.fileType);
}

/**
 * Decodes every pixel (failOn 'truncated' refuses a cut-off file, which libvips would otherwise
 * fill with grey) and writes a new file of the same type. sharp keeps no metadata unless asked,
 * so the new file has no EXIF, GPS or camera details; the orientation is applied first.
 */
async function reencodeImage(input: Buffer, mime: 'image/jpeg' | 'image/png') {
  try {
    const image = sharp(input, { failOn: 'truncated', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    return await (mime === 'image/jpeg' ? image.jpeg({ quality: 85 }) : image.png()).toBuffer();
  } catch {
    return null;
  }
}

/** Names that carry active content or attachments, as raw tokens (also outside the object tree). */
const ACTIVE_NAMES = /\/(JavaScript|JS|EmbeddedFile|EmbeddedFiles|Launch|RichMedia)(?![A-Za-z0-9])/;

/** Why a PDF is refused, or null when it may be kept. */
export async function pdfProblem(input: Uint8Array): Promise<string | null> {
  // A name may be written with #xx escapes (/J#61vaScript); pdf.js below reads those too.
  if (ACTIVE_NAMES.test(Buffer.from(input).toString('latin1'))) return DOCUMENT_MESSAGES.pdfActive;
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(input),
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    if ((await pdf.getAttachments())?.size) return DOCUMENT_MESSAGES.pdfActive;
    if ((await pdf.getJSActions())?.size || (await pdf.hasJSActions())) {
      return DOCUMENT_MESSAGES.pdfActive;
    }
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      if ((await page.getJSActions())?.size) return DOCUMENT_MESSAGES.pdfActive;
      const annotations = (await page.getAnnotations()) as {
        actions?: object;
        attachment?: unknown;
      }[];
      if (annotations.some((a) => a.attachment || (a.actions && Object.keys(a.actions).length))) {
        return DOCUMENT_MESSAGES.pdfActive;
      }
    }
    return null;
  } catch {
    return DOCUMENT_MESSAGES.pdfCorrupt;
  } finally {
    await task.destroy();
  }
}
