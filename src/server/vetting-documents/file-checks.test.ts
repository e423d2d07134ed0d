import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, DOCUMENT_MESSAGES } from '../../shared/vetting-documents';
import { checkDocumentFile } from './file-checks';
import {
  jpegFile,
  jpegWithGps,
  pdfOf,
  pdfWithAttachment,
  pdfWithJavaScript,
  plainPdf,
  pngFile,
} from './test-files';

describe('checkDocumentFile', () => {
  it('keeps a real PNG and JPEG, re-encoded with the same type', async () => {
    const png = await checkDocumentFile(await pngFile());
    expect(png).toMatchObject({ ok: true, contentType: 'image/png' });
    const jpeg = await checkDocumentFile(await jpegFile());
    expect(jpeg).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    if (jpeg.ok) expect((await sharp(jpeg.bytes).metadata()).format).toBe('jpeg');
  });

  it('strips EXIF (GPS, camera) from a JPEG', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    expect(input.includes('SetuTestCam')).toBe(true);
    const checked = await checkDocumentFile(input);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect((await sharp(checked.bytes).metadata()).exif).toBeUndefined();
    expect(checked.bytes.includes('SetuTestCam')).toBe(false);
  });

  it('refuses a truncated image', async () => {
    const whole = await jpegFile();
    expect(await checkDocumentFile(whole.subarray(0, Math.floor(whole.length * 0.6)))).toEqual({
      ok: false,
      status: 400,
      error: DOCUMENT_MESSAGES.imageCorrupt,
    });
    const png = await pngFile(200, 200);
    expect(await checkDocumentFile(png.subarray(0, png.length - 30))).toMatchObject({
      ok: false,
      error: DOCUMENT_MESSAGES.imageCorrupt,
    });
  });

  it('keeps a plain PDF as it came', async () => {
    const pdf = plainPdf();
    const checked = await checkDocumentFile(pdf);
    expect(checked).toMatchObject({ ok: true, contentType: 'application/pdf' });
    if (checked.ok) expect(checked.bytes.equals(pdf)).toBe(true);
  });

  it('refuses a PDF with JavaScript or an embedded file', async () => {
    for (const pdf of [pdfWithJavaScript(), pdfWithAttachment()]) {
      expect(await checkDocumentFile(pdf)).toEqual({
        ok: false,
        status: 400,
        error: DOCUMENT_MESSAGES.pdfActive,
      });
    }
  });

  it('refuses them too when the names are written with #xx escapes (pdf.js reads the tree)', async () => {
    const page = ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R >>'];
    const script = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
      ...page,
      '<< /Type /Action /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>',
    ]);
    const attached = pdfOf([
      '<< /Type /Catalog /Pages 2 0 R /Names << /Embedded#46iles << /Names [(a.exe) 4 0 R] >> >> >>',
      ...page,
      '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
      '<< /Type /Embedded#46ile /Length 2 >>\nstream\nMZ\nendstream',
    ]);
    for (const pdf of [script, attached]) {
      expect(await checkDocumentFile(pdf)).toMatchObject({
        ok: false,
        error: DOCUMENT_MESSAGES.pdfActive,
      });
    }
  });

  it('refuses a damaged PDF', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\n%%EOF');
    expect(await checkDocumentFile(broken)).toMatchObject({
      ok: false,
      error: DOCUMENT_MESSAGES.pdfCorrupt,
    });
  });

  it('refuses a text file named .png, an empty file and one over 5 MB', async () => {
    expect(await checkDocumentFile(Buffer.from('hello, I am not a picture\n'))).toEqual({
      ok: false,
      status: 400,
      error: DOCUMENT_MESSAGES.fileType,
    });
    expect(await checkDocumentFile(Buffer.alloc(0))).toMatchObject({ ok: false, status: 400 });
    const big = Buffer.concat([await pngFile(), Buffer.alloc(DOCUMENT_LIMITS.maxBytes)]);
    expect(await checkDocumentFile(big.subarray(0, DOCUMENT_LIMITS.maxBytes + 1))).toEqual({
      ok: false,
      status: 413,
      error: DOCUMENT_MESSAGES.fileTooLarge,
    });
  });
});
