import writeXlsxFile from 'write-excel-file/node';
import { xlsxText } from '../backoffice-import/columns';
import type { Table } from './export-tables';

/** Excel's limits on a sheet's name: 31 characters, none of []:*?/\. */
const sheetName = (title: string, used: Set<string>) => {
  let name = title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet';
  for (let n = 2; used.has(name); n += 1) name = `${name.slice(0, 28)} ${n}`;
  used.add(name);
  return name;
};

/** A report's tables as one workbook, a sheet each, texts escaped as the catalogue export escapes them (runs in a heavy-work thread). */
export async function reportWorkbook(tables: Table[]): Promise<Buffer> {
  const used = new Set<string>();
  const cell = (value: string | number | null) => (typeof value === 'string' ? xlsxText(value) : value);
  return writeXlsxFile(
    tables.map((table) => ({
      sheet: sheetName(table.title, used),
      data: [table.headings.map(cell), ...table.rows.map((row) => row.map(cell))],
      stickyRowsCount: 1,
    })),
  ).toBuffer();
}
