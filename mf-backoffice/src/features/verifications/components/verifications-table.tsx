import { Link, useLocation, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { ServerPagedTable, type TableColumn } from '../../../components/server-paged-table';
import { positiveInt, oneOf } from '../../../lib/list-query';
import { useRegulatedClassText } from '../../../lib/regulated-class';
import { VERIFICATION_STATUSES, useVerifications, type VerificationStatus } from '../api/get-verifications';

const COLUMNS: Array<TableColumn<'submittedAt'>> = [
  [null, 'backoffice.verifications.columns.group'], [null, 'backoffice.verifications.columns.institution'],
  [null, 'backoffice.verifications.columns.classes'], [null, 'backoffice.verifications.columns.submittedBy'],
  [null, 'backoffice.verifications.columns.submittedAt'], [null, 'backoffice.verifications.columns.decidedAt'],
];
const PAGE_SIZE = 20;

/** The verification queue: a link per status (pending first, oldest first: the queue), the submissions of one, paged. */
export function VerificationsTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const classText = useRegulatedClassText();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const status: VerificationStatus = oneOf(VERIFICATION_STATUSES, search.get('status')) || 'pending';
  const page = positiveInt(search.get('page'), 1);
  const list = useVerifications({ status, page, pageSize: PAGE_SIZE });
  const when = (at: string | null) => (at ? <time dateTime={at}>{formatDateTime(at, i18n.language)}</time> : '—');
  const query = { page, pageSize: PAGE_SIZE, sort: 'submittedAt' as const, order: status === 'pending' ? 'asc' as const : 'desc' as const };
  return (
    <>
      <nav aria-label={t('backoffice.verifications.statusFilter')} className="bo-actions">
        {VERIFICATION_STATUSES.map((s) => (
          <Link key={s} to={`${pathname}?status=${s}`} className="button" aria-current={s === status ? 'page' : undefined}>
            {t(`backoffice.verifications.status.${s}`)}
          </Link>
        ))}
      </nav>
      <ServerPagedTable
        list={list} query={query} columns={COLUMNS}
        onChange={(change) => setSearch(new URLSearchParams({ status, page: String(change.page ?? 1) }))}
        captionKey={`backoffice.verifications.caption.${status}`} emptyKey={`backoffice.verifications.empty.${status}`}
        row={(row) => (
          <tr key={row.id}>
            <th scope="row"><Link to={localize(`/backoffice/verification?id=${row.id}`)}>{row.groupName}</Link></th>
            <td>{row.institution}</td>
            <td>{row.classes.map(classText).join(t('backoffice.verifications.listSeparator'))}</td>
            <td>{row.submittedBy ? `${row.submittedBy.name} · ${row.submittedBy.account}` : '—'}</td>
            <td>{when(row.submittedAt)}</td>
            <td>{when(row.decidedAt)}</td>
          </tr>
        )}
      />
    </>
  );
}
