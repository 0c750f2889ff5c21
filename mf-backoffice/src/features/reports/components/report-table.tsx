import type { ReactNode } from 'react';

export interface ReportColumn { label: string; numeric?: boolean }

interface ReportTableProps {
  caption: string;
  columns: ReportColumn[];
  /** Cells already formatted; the first of each row names it (a row header). */
  rows: ReactNode[][];
}

/** A report's figures as a plain table: captioned, with column and row headers, numbers aligned to the right. */
export function ReportTable({ caption, columns, rows }: ReportTableProps) {
  const align = (i: number) => (columns[i]?.numeric ? 'bo-num' : undefined);
  return (
    <div className="bo-table-wrap">
      <table className="bo-table">
        <caption>{caption}</caption>
        <thead>
          <tr>{columns.map((c, i) => <th key={i} scope="col" className={align(i)}>{c.label}</th>)}</tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i} className={align(i)}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
