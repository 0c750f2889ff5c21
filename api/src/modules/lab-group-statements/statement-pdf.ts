import type { Lang } from '../../i18n/language';
import { openPdfDocument } from '../quotations/pdf/pdf-document';
import type { Cell, Table } from '../reports/export-tables';
import { statementTables } from './export-tables';
import { statementTexts } from './export-texts';
import type { Statement } from './service';

/** A4 landscape: the lines table has eleven columns. */
const PAGE = { width: 842, height: 595, margin: 36 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 20;

/** Counts as they are; yuan with two decimals once they have cents (the tables do not say which is which). */
const shown = (cell: Cell) =>
  cell === null ? '' : typeof cell === 'number' ? cell.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(cell) ? 0 : 2, maximumFractionDigits: 2 }) : cell;
/** A cell's width in half-width characters (CJK counts two). */
const widthOf = (text: string) => [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
/** Each column's share of the page: by its widest cell, kept between 6 and 24 characters. */
const columnWidths = (table: Table) => {
  const weights = table.headings.map((_, i) =>
    Math.min(24, Math.max(6, ...table.rows.map((row) => widthOf(shown(row[i] ?? null))), Math.min(16, widthOf(table.headings[i]!)))),
  );
  const total = weights.reduce((n, w) => n + w, 0);
  return weights.map((w) => (w / total) * WIDTH);
};

/**
 * The statement as a PDF in `lang`, with the quotation PDF's machinery (pdfkit, the embedded Noto fonts subset to
 * the glyphs used, quotations/pdf/fonts.ts): the summary, then the lines, by member and by budget, the same tables
 * as the workbook (export-tables.ts). Runs in a heavy-work thread.
 */
export async function statementPdf(s: Statement, lang: Lang): Promise<Buffer> {
  const t = statementTexts(lang);
  const [summary, ...tables] = statementTables(s, t) as [Table, ...Table[]];
  const { doc, bytes: done, put } = openPdfDocument(
    { size: 'A4', layout: 'landscape', margin: PAGE.margin, info: { Title: `${t.title} ${s.group.name} ${s.period.month}`, Subject: s.period.month } },
    { fontSize: 8, wrapWithWidth: false },
  );

  put(t.title, PAGE.margin, PAGE.margin, { size: 16, bold: true });
  put(`${s.group.name} · ${s.period.month}`, PAGE.margin + WIDTH / 2, PAGE.margin + 4, { size: 10, width: WIDTH / 2, align: 'right' });
  doc.moveTo(PAGE.margin, 60).lineTo(PAGE.margin + WIDTH, 60).lineWidth(1).stroke('#1f4e79');
  let y = 68;
  summary.rows.forEach(([label, value], i) => {
    const x = PAGE.margin + (i % 3) * (WIDTH / 3);
    if (i > 0 && i % 3 === 0) y += 14;
    put(`${String(label)}: ${shown(value ?? null)}`, x, y, { size: 8.5, width: WIDTH / 3 - 8, height: 12, ellipsis: true });
  });
  y += 26;

  for (const table of tables) {
    if (y > BOTTOM - 60) {
      doc.addPage();
      y = PAGE.margin;
    }
    put(table.title, PAGE.margin, y, { size: 11, bold: true });
    y += 18;
    const widths = columnWidths(table);
    const lefts = widths.map((_, i) => PAGE.margin + widths.slice(0, i).reduce((n, w) => n + w, 0));
    const row = (cells: Cell[], bold: boolean) => {
      cells.forEach((cell, i) =>
        put(shown(cell), lefts[i]!, y, { size: 7.5, bold, width: widths[i]! - 4, height: 10, ellipsis: true, align: typeof cell === 'number' ? 'right' : 'left' }),
      );
      y += 13;
    };
    const header = () => {
      doc.rect(PAGE.margin, y - 3, WIDTH, 14).fill('#eef3f8').fillColor('black');
      row(table.headings, true);
    };
    header();
    if (!table.rows.length) row([t.noActivity], false);
    for (const cells of table.rows) {
      if (y > BOTTOM) {
        doc.addPage();
        y = PAGE.margin;
        header();
      }
      row(cells, false);
    }
    y += 12;
  }
  doc.end();
  return done;
}
