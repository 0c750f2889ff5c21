import type { ReactNode } from 'react';
import './line-table.css';

export interface LineColumn<T> {
  header: string;
  /** Right-aligned tabular figures (quantities, prices, points). */
  numeric?: boolean;
  cell: (line: T) => ReactNode;
}

interface LineTableProps<T> {
  /** The id of the heading that names the table. */
  labelledBy: string;
  columns: LineColumn<T>[];
  lines: T[];
  lineKey: (line: T) => string | number;
  /** Footer rows under the last column (goods, shipping, total…); none, no footer. */
  totals?: Array<{ label: string; value: ReactNode }>;
}

/** The lines of an order or a quotation: one row per line, the columns its page chooses, and its totals. */
export function LineTable<T>({ labelledBy, columns, lines, lineKey, totals = [] }: LineTableProps<T>) {
  const numeric = (column: LineColumn<T>) => (column.numeric ? 'line-table-number' : undefined);
  return (
    <div className="line-table-scroll">
      <table className="line-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => <th key={column.header} scope="col" className={numeric(column)}>{column.header}</th>)}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={lineKey(line)}>
              {columns.map((column) => <td key={column.header} className={numeric(column)}>{column.cell(line)}</td>)}
            </tr>
          ))}
        </tbody>
        {totals.length > 0 ? (
          <tfoot>
            {totals.map(({ label, value }) => (
              <tr key={label}>
                <th scope="row" colSpan={columns.length - 1} className="line-table-number">{label}</th>
                <td className="line-table-number">{value}</td>
              </tr>
            ))}
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
