import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '@academy/domain';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { apiPath } from '../../lib/api-root.js';
import { CERTIFICATE_TEXTS, formatCertificateDate } from './pdf-texts.js';

/**
 * DejaVu Sans (Bitstream Vera licence, apps/api/assets/fonts/LICENSE-DejaVu.txt): the standard
 * PDF fonts only cover Western European letters, and a learner's name may use any script.
 */
const FONTS_DIR = apiPath('assets/fonts');
let fontBytes: Promise<[Buffer, Buffer]> | undefined;
const loadFonts = () => {
  fontBytes ??= Promise.all([
    readFile(join(FONTS_DIR, 'DejaVuSans.ttf')),
    readFile(join(FONTS_DIR, 'DejaVuSans-Bold.ttf')),
  ]);
  return fontBytes;
};

export interface PrintedCertificate {
  kind: 'course' | 'lesson' | 'custom';
  holderName: string;
  lang: Language;
  title: string;
  /** a custom certificate's own text */
  text: string;
  issuedAt: Date;
  expiresAt: Date | null;
  code: string;
}

// A4 landscape, in points
const WIDTH = 842;
const HEIGHT = 595;
const MARGIN = 70;
const QR_SIZE = 96;

/**
 * pdf-lib, its fontkit and qrcode take about a second to load: not during the server's start,
 * but once it answers (start.ts), or by the first certificate printed if that comes sooner.
 */
export async function loadPdfLibraries() {
  const [pdfLib, fontkit, qrcode] = await Promise.all([
    import('pdf-lib'),
    import('@pdf-lib/fontkit'),
    import('qrcode'),
  ]);
  const { rgb } = pdfLib;
  return {
    PDFDocument: pdfLib.PDFDocument,
    fontkit: fontkit.default,
    QRCode: qrcode.default,
    colours: { ink: rgb(0.13, 0.13, 0.13), muted: rgb(0.38, 0.38, 0.38), accent: rgb(0.85, 0.65, 0.05) },
  };
}

/** Lines of `text` no wider than `width` at `size`, broken at spaces (a word too long breaks anywhere). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Writes `text` centred from `y` down, shrinking it from `size` to at most `maxLines` lines; the
 * answer is the y below it.
 */
function centred(
  page: PDFPage,
  text: string,
  options: { y: number; font: PDFFont; size: number; maxLines?: number; color: Color },
): number {
  const width = WIDTH - 2 * MARGIN;
  let size = options.size;
  let lines = wrap(text, options.font, size, width);
  while (lines.length > (options.maxLines ?? 1) && size > 9) {
    size -= 1;
    lines = wrap(text, options.font, size, width);
  }
  let y = options.y;
  for (const line of lines.slice(0, options.maxLines ?? 1)) {
    const lineWidth = options.font.widthOfTextAtSize(line, size);
    page.drawText(line, {
      x: (WIDTH - lineWidth) / 2,
      y,
      size,
      font: options.font,
      color: options.color,
    });
    y -= size * 1.3;
  }
  return y;
}

/**
 * The certificate as a one-page PDF in its holder's language: name, title, issue date, end date
 * if any, verification code and a QR code of `verifyUrl` (with the address printed under it).
 */
export async function renderCertificatePdf(certificate: PrintedCertificate, verifyUrl: string) {
  const texts = CERTIFICATE_TEXTS[certificate.lang];
  const { PDFDocument, fontkit, QRCode, colours } = await loadPdfLibraries();
  const { ink, muted, accent } = colours;
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(certificate.title);
  pdf.setSubject(`${texts.heading}: ${certificate.holderName}`);
  pdf.setLanguage(certificate.lang);
  const [regularBytes, boldBytes] = await loadFonts();
  const regular = await pdf.embedFont(regularBytes, { subset: true });
  const bold = await pdf.embedFont(boldBytes, { subset: true });
  const page = pdf.addPage([WIDTH, HEIGHT]);

  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: accent,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: WIDTH - 68,
    height: HEIGHT - 68,
    borderColor: muted,
    borderWidth: 0.5,
  });

  const custom = certificate.kind === 'custom';
  let y = centred(page, custom ? texts.customHeading : texts.heading, {
    y: HEIGHT - 110,
    font: bold,
    size: 32,
    color: ink,
  });
  y = centred(page, texts.certifies, { y: y - 20, font: regular, size: 15, color: muted });
  y = centred(page, certificate.holderName, { y: y - 14, font: bold, size: 30, maxLines: 2, color: ink });
  if (custom) {
    y = centred(page, certificate.title, { y: y - 12, font: bold, size: 22, maxLines: 2, color: ink });
    if (certificate.text)
      centred(page, certificate.text, { y: y - 4, font: regular, size: 14, maxLines: 4, color: ink });
  } else {
    const verb = certificate.kind === 'lesson' ? texts.passedExam : texts.completedCourse;
    y = centred(page, verb, { y: y - 8, font: regular, size: 15, color: muted });
    centred(page, certificate.title, { y: y - 12, font: bold, size: 22, maxLines: 3, color: ink });
  }

  const dates = [texts.issuedOn(formatCertificateDate(certificate.issuedAt, texts))];
  if (certificate.expiresAt)
    dates.push(texts.validUntil(formatCertificateDate(certificate.expiresAt, texts)));
  let dateY = 120;
  for (const line of dates) {
    page.drawText(line, { x: MARGIN, y: dateY, size: 12, font: regular, color: ink });
    dateY -= 18;
  }

  const qr = await pdf.embedPng(
    await QRCode.toBuffer(verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 6 }),
  );
  const qrX = WIDTH - MARGIN - QR_SIZE;
  page.drawImage(qr, { x: qrX, y: 90, width: QR_SIZE, height: QR_SIZE });
  const codeLine = `${texts.code}: ${certificate.code}`;
  const codeWidth = regular.widthOfTextAtSize(codeLine, 9);
  page.drawText(codeLine, { x: WIDTH - MARGIN - codeWidth, y: 76, size: 9, font: regular, color: ink });
  const checkLine = `${texts.checkAt} ${verifyUrl}`;
  const checkSize = Math.min(8, (8 * (WIDTH - 2 * MARGIN)) / regular.widthOfTextAtSize(checkLine, 8));
  const checkWidth = regular.widthOfTextAtSize(checkLine, checkSize);
  page.drawText(checkLine, {
    x: WIDTH - MARGIN - checkWidth,
    y: 62,
    size: checkSize,
    font: regular,
    color: muted,
  });
  return pdf.save();
}
