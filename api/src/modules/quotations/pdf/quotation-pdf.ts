import type { Lang } from '../../../i18n/language';
import { yuanToFen } from '../../../lib/money';
import type { QuotationDetail } from '../quotation-view';
import { amountInWords } from './amount-in-words';
import { quotationFontRuns } from './fonts';
import { openPdfDocument } from './pdf-document';
import { pdfTexts } from './pdf-texts';

const LEFT = 50;
const WIDTH = 495; // A4 (595 pt) less two margins
const COLUMNS = [
  { key: 'no', x: 50, width: 28, align: 'left' },
  { key: 'item', x: 80, width: 235, align: 'left' },
  { key: 'quantity', x: 318, width: 45, align: 'right' },
  { key: 'unitPrice', x: 366, width: 85, align: 'right' },
  { key: 'amount', x: 455, width: 90, align: 'right' },
] as const;

const money = (yuan: number | null) => (yuan === null ? '—' : yuan.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * The quotation as an A4 PDF in `lang` (pdfkit): company header, number, dates and status, the buyer's
 * details, the lines, the totals in figures and in words, validity and terms. Text in CJK is set in the
 * embedded Noto fonts (fonts.ts), subset to the glyphs used.
 */
export async function quotationPdf(q: QuotationDetail, lang: Lang): Promise<Buffer> {
  const t = pdfTexts[lang];
  const { doc, bytes: done, put } = openPdfDocument(
    { size: 'A4', margin: LEFT, info: { Title: `${t.title} ${q.quoteNo}`, Author: t.company, Subject: q.quoteNo } },
    { fontSize: 9, wrapWithWidth: true },
  );

  // Header: company, document title, number.
  put(t.company, LEFT, 50, { size: 16, bold: true });
  put(t.companyLine, LEFT, 72, { size: 8, width: 330 });
  put(t.title, 380, 48, { size: 20, bold: true, width: 165, align: 'right' });
  put(`${t.quoteNo}: ${q.quoteNo}`, 330, 76, { size: 9, width: 215, align: 'right' });
  doc.moveTo(LEFT, 98).lineTo(LEFT + WIDTH, 98).lineWidth(1).stroke('#1f4e79');

  // Facts in two columns.
  const facts: Array<[string, string]> = [
    [t.issued, (q.quotedAt ?? q.createdAt).slice(0, 10)],
    [t.validUntil, q.validUntil ?? t.notQuoted],
    [t.status, t.statuses[q.status]],
    [t.buyer, q.institution],
    [t.deliveryCity, q.deliveryCity],
    [t.wantedDate, q.wantedDate],
    [t.invoice, t.invoiceTypes[q.invoice.type] + (q.invoice.title ? ` · ${q.invoice.title}` : '')],
  ];
  let y = 110;
  facts.forEach(([label, value], i) => {
    const x = i % 2 === 0 ? LEFT : 300;
    if (i > 0 && i % 2 === 0) y += 16;
    put(`${label}:`, x, y, { size: 9, bold: true });
    put(value, x + 80, y, { size: 9, width: 165, height: 14, ellipsis: true });
  });
  y += 30;

  // Lines.
  const header = { no: t.no, item: t.item, quantity: t.quantity, unitPrice: t.unitPrice, amount: t.amount };
  doc.rect(LEFT, y - 4, WIDTH, 18).fill('#eef3f8').fillColor('black');
  for (const column of COLUMNS) put(header[column.key], column.x, y, { size: 8.5, bold: true, width: column.width, align: column.align });
  y += 20;
  q.lines.forEach((line, i) => {
    if (y > 720) {
      doc.addPage();
      y = 50;
    }
    const item = `${line.name}\n${line.spec} · ${line.skuCode}`;
    const cells = { no: String(i + 1), item, quantity: String(line.quantity), unitPrice: money(line.unitPrice), amount: money(line.amount) };
    for (const column of COLUMNS) {
      put(cells[column.key], column.x, y, { size: 8.5, width: column.width, align: column.align });
    }
    doc.font(quotationFontRuns(item)[0]!.font).fontSize(8.5);
    y += Math.max(24, doc.heightOfString(item, { width: 235 }) + 6);
    doc.moveTo(LEFT, y - 4).lineTo(LEFT + WIDTH, y - 4).lineWidth(0.5).stroke('#cccccc');
  });

  // Totals in figures and in words.
  y += 6;
  const totals: Array<[string, number | null]> = [[t.goods, q.goodsAmount], [t.shipping, q.shippingAmount], [t.total, q.totalAmount]];
  for (const [label, value] of totals) {
    put(label, 330, y, { size: 9.5, bold: label === t.total, width: 110, align: 'right' });
    put(money(value), 455, y, { size: 9.5, bold: label === t.total, width: 90, align: 'right' });
    y += 16;
  }
  if (q.totalAmount !== null) {
    put(`${t.inWords}: ${amountInWords(yuanToFen(q.totalAmount), lang)}`, LEFT, y + 4, { size: 9.5, bold: true, width: WIDTH });
    y += 26;
  }

  // Notes and terms.
  for (const [label, text] of [[t.note, q.note], [t.staffNote, q.staffNote]] as const) {
    if (!text) continue;
    put(`${label}: ${text}`, LEFT, y + 4, { size: 9, width: WIDTH });
    y = doc.y + 6;
  }
  doc.fillColor('#555555');
  put(t.footer, LEFT, Math.max(y + 16, 740), { size: 8, width: WIDTH });

  doc.end();
  return done;
}
