import PDFDocument from 'pdfkit';
import type { Lang } from '../../i18n/language';
import { familyFor, fontBytes } from './pdf-fonts';

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** The names the document's fonts are registered under: `doc.font(FONT.bold)`. */
export const FONT = { regular: 'body', bold: 'body-bold' } as const;

export type PdfOptions = {
  lang: Lang;
  title: string;
  /** Fixed creation date, so the same content gives the same bytes (and ETag). */
  createdAt?: Date;
  size?: string;
  margin?: number;
};

/**
 * An A4 PDFKit document with an embedded CJK-capable font registered as FONT.regular / FONT.bold and selected,
 * the language and title in its metadata. Write to it, then `await pdfBuffer(doc)`.
 */
export function createPdfDocument({ lang, title, createdAt, size = 'A4', margin = 50 }: PdfOptions): PdfDocument {
  const doc = new PDFDocument({
    size,
    margin,
    lang: { zh: 'zh-CN', en: 'en', ja: 'ja', ko: 'ko' }[lang],
    displayTitle: true,
    info: { Title: title, Producer: 'Battery Lab Mall', Creator: 'Battery Lab Mall', ...(createdAt ? { CreationDate: createdAt, ModDate: createdAt } : {}) },
  });
  const family = familyFor(lang);
  doc.registerFont(FONT.regular, fontBytes(family, 'regular'));
  doc.registerFont(FONT.bold, fontBytes(family, 'bold'));
  doc.font(FONT.regular);
  return doc;
}

/** Ends the document and resolves to its bytes. */
export function pdfBuffer(doc: PdfDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
