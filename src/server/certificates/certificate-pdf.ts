// The certificate as a PDF, made on the server with pdfkit. Noto Sans Devanagari has both Latin
// and Devanagari, and pdfkit's font engine (fontkit) shapes Devanagari's conjuncts and vowel
// signs, so one font serves an English and a Hindi certificate. The QR code holds the
// verification link.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDate, formatNumber } from '../../shared/intl-format';
import type { Locale } from '../../shared/locales';
import { mailText } from '../mail/mail-i18n';
import type { certificates } from '../db/schema';

const require = createRequire(import.meta.url);
const FONT_DIR = '@expo-google-fonts/noto-sans-devanagari';
const REGULAR = require.resolve(`${FONT_DIR}/400Regular/NotoSansDevanagari_400Regular.ttf`);
const BOLD = require.resolve(`${FONT_DIR}/700Bold/NotoSansDevanagari_700Bold.ttf`);

export interface CertificateContent {
  code: string;
  /** A substitute's certificate ('cover') says they taught in another volunteer's place. */
  kind?: (typeof certificates.$inferSelect)['kind'];
  volunteerName: string;
  ngoName: string;
  minutes: number;
  sessions: number;
  periodStart: Date;
  periodEnd: Date;
  issuedAt: Date;
  verifyUrl: string;
}

export async function certificatePdf(c: CertificateContent, language: Locale): Promise<Buffer> {
  const t = mailText(language);
  const qr = await QRCode.toBuffer(c.verifyUrl, { margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: t('certificate.title'), Author: 'Setu', Subject: c.volunteerName },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inner = width - 2 * 56;
  doc
    .rect(28, 28, width - 56, height - 56)
    .lineWidth(3)
    .stroke('#b45309');
  doc
    .rect(36, 36, width - 72, height - 72)
    .lineWidth(1)
    .stroke('#b45309');

  doc.moveDown(1.5);
  doc
    .font('bold')
    .fontSize(30)
    .fillColor('#7c2d12')
    .text(t('certificate.title'), { align: 'center', width: inner });
  doc.moveDown(0.8);
  doc
    .font('regular')
    .fontSize(15)
    .fillColor('#1f2937')
    .text(t('certificate.certifies'), { align: 'center', width: inner });
  doc.moveDown(0.3);
  doc
    .font('bold')
    .fontSize(26)
    .fillColor('#111827')
    .text(c.volunteerName, { align: 'center', width: inner });
  doc.moveDown(0.3);
  doc
    .font('regular')
    .fontSize(15)
    .fillColor('#1f2937')
    .text(
      t(c.kind === 'cover' ? 'certificate.covered' : 'certificate.taught', { ngo: c.ngoName }),
      {
        align: 'center',
        width: inner,
      },
    );
  doc.moveDown(0.6);
  doc
    .font('bold')
    .fontSize(17)
    .text(
      t('certificate.hours', {
        hours: formatNumber(Math.round(c.minutes / 6) / 10, language),
        sessions: formatNumber(c.sessions, language),
        start: formatDate(c.periodStart, language, 'long'),
        end: formatDate(c.periodEnd, language, 'long'),
      }),
      { align: 'center', width: inner },
    );
  doc.moveDown(0.6);
  doc
    .font('regular')
    .fontSize(13)
    .fillColor('#374151')
    .text(t('certificate.issued', { date: formatDate(c.issuedAt, language, 'long') }), {
      align: 'center',
      width: inner,
    });

  const qrSize = 110;
  const bottom = height - 56 - qrSize;
  doc.image(qr, 56 + 8, bottom - 8, { width: qrSize, height: qrSize });
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#111827')
    .text(t('certificate.code', { code: c.code }), 56 + qrSize + 24, bottom + 30, {
      width: inner - qrSize - 32,
    });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor('#374151')
    .text(t('certificate.check', { url: c.verifyUrl }), {
      width: inner - qrSize - 32,
    });
  doc.end();
  return done;
}
