import PDFDocument from 'pdfkit';
import { quotationFontRuns, quotationFonts } from './fonts';

export type PutOptions = PDFKit.Mixins.TextOptions & { size?: number; bold?: boolean };

/**
 * A PDFKit document with the shop's fonts registered (fonts.ts), the bytes it will have once ended, and `put`, which
 * writes a text in font runs (Latin, then CJK fallbacks) at a position. Shared by the quotation and the lab group
 * statement. `wrapWithWidth`: a text given a width wraps inside it (otherwise every text stays on its line).
 */
export function openPdfDocument(options: PDFKit.PDFDocumentOptions, { fontSize, wrapWithWidth }: { fontSize: number; wrapWithWidth: boolean }) {
  const doc = new PDFDocument(options);
  for (const [name, bytes] of quotationFonts()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const put = (text: string, x: number, y: number, { size = fontSize, bold = false, ...rest }: PutOptions = {}) => {
    const runs = quotationFontRuns(text || ' ', bold);
    doc.fontSize(size);
    runs.forEach((run, i) => {
      const more = { lineBreak: wrapWithWidth && rest.width !== undefined, ...rest, continued: i < runs.length - 1 };
      doc.font(run.font);
      if (i === 0) doc.text(run.text, x, y, more);
      else doc.text(run.text, more);
    });
  };
  return { doc, bytes, put };
}
