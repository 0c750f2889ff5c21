import { useTranslation } from '@labmall/shared/i18n/react';
import type { ImportRowError } from '../api/lab-list-types';

/** The bad rows of a refused import, by line number (the server's messages are in the shopper's language). */
export function ImportErrorTable({ rows }: { rows: ImportRowError[] }) {
  const { t } = useTranslation();
  return (
    <table className="lab-table" data-testid="import-errors">
      <caption>{t('labLists.import.errorsCaption', { count: rows.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('labLists.import.line')}</th>
          <th scope="col">{t('labLists.import.problem')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.line}-${row.code}-${index}`}>
            <td>{row.line}</td>
            <td>{row.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
