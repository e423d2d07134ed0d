// Small files for the upload tests (file-checks.test.ts, tests/api/vetting-documents.test.ts),
// made in the test: real images from sharp, and PDFs written object by object with a correct
// cross-reference table, so each one is refused (or kept) for the reason its test names.
import sharp from 'sharp';

export async function pngFile(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .png()
    .toBuffer();
}

export async function jpegFile(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
}

/** A JPEG whose EXIF says where and with what it was taken. */
export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#27ae60' } })
    .withExif({
      IFD0: { Make: 'SetuTestCam', Model: 'Model 7' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 20/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '85/1 19/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** A PDF of these objects (numbered from 1; object 1 the catalogue). */
export function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';

/** A one-page PDF with nothing in it but the page. */
export const plainPdf = () => pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', PAGES, PAGE]);

/** A PDF that runs JavaScript when opened. */
export const pdfWithJavaScript = () =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    PAGES,
    PAGE,
    '<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>',
  ]);

/** A PDF carrying an attached file. */
export const pdfWithAttachment = () =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >> >>',
    PAGES,
    PAGE,
    '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>',
    '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
  ]);
