import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { FilterForm } from '../../../components/filter-form';
import { ServerPagedTable, type TableColumn } from '../../../components/server-paged-table';
import { positiveInt } from '../../../lib/list-query';
import { useLabGroups } from '../api/get-lab-groups';

const COLUMNS: Array<TableColumn<'createdAt'>> = [
  [null, 'backoffice.labGroups.columns.name'], [null, 'backoffice.labGroups.columns.institution'],
  [null, 'backoffice.labGroups.columns.members'], [null, 'backoffice.labGroups.columns.createdAt'],
];
const PAGE_SIZE = 20;

/** The lab groups (`?q&page`): searched by name or institution, newest first, paged by the server. */
export function LabGroupsTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = positiveInt(search.get('page'), 1);
  const list = useLabGroups({ q, page, pageSize: PAGE_SIZE });
  const go = (next: { q: string; page: number }) =>
    setSearch(new URLSearchParams({ ...(next.q.trim() ? { q: next.q.trim() } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) }));
  return (
    <>
      <FilterForm label={t('backoffice.labGroups.searchLabel')} resetKey={q} applyLabel={t('backoffice.labGroups.apply')} onSubmit={(field) => go({ q: field('q'), page: 1 })}>
        <label className="bo-field">
          {t('backoffice.labGroups.search')}
          <input type="search" name="q" defaultValue={q} maxLength={100} />
        </label>
      </FilterForm>
      <ServerPagedTable
        list={list} query={{ page, pageSize: PAGE_SIZE, sort: 'createdAt', order: 'desc' }} columns={COLUMNS}
        onChange={(change) => go({ q, page: change.page ?? 1 })}
        captionKey="backoffice.labGroups.caption" emptyKey="backoffice.labGroups.empty"
        row={(row) => (
          <tr key={row.id}>
            <th scope="row"><Link to={localize(`/backoffice/lab-group?id=${row.id}`)}>{row.name}</Link></th>
            <td>{row.institution}</td>
            <td>{row.memberCount}</td>
            <td><time dateTime={row.createdAt}>{formatDateTime(row.createdAt, i18n.language)}</time></td>
          </tr>
        )}
      />
    </>
  );
}
