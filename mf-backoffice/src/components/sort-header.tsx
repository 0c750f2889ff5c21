import { useTranslation } from '@labmall/shared/i18n/react';

interface SortHeaderProps {
  label: string;
  column: string;
  sort: string;
  order: 'asc' | 'desc';
  onSort: (column: string, order: 'asc' | 'desc') => void;
}

/** A column header that sorts on the server: a button, and aria-sort on the header cell of the sorted column. */
export function SortHeader({ label, column, sort, order, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const active = sort === column;
  const next = active && order === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button" className="bo-sort"
        aria-label={t(next === 'asc' ? 'backoffice.table.sortAscending' : 'backoffice.table.sortDescending', { column: label })}
        onClick={() => onSort(column, next)}
      >
        {label}
        <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    </th>
  );
}
