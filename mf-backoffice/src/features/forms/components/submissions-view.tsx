import { useState } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { Pager } from '@labmall/shared/ui/pager';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { StaffFileView } from '../../../components/staff-file';
import { exportSubmissions } from '../api/export-submissions';
import { useSubmissions, type Submission } from '../api/get-submissions';

const PAGE_SIZE = 20;
const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : value === true ? '✓' : value === false ? '✗' : value === null || value === undefined ? '' : String(value));

/** One form's submissions (`?formId=&page=`): newest first, each with its values and files, and the CSV download. */
export function SubmissionsView() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [search, setSearch] = useSearchParams();
  const formId = search.get('formId')?.trim() ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useSubmissions(formId, page, PAGE_SIZE);
  const [exportError, setExportError] = useState<string | null>(null);
  const back = <Link to={localize('/backoffice/forms')}>{t('backoffice.forms.back')}</Link>;
  const download = () => {
    setExportError(null);
    exportSubmissions(formId).catch(() => setExportError(t('backoffice.forms.exportFailed')));
  };

  if (!formId) return <p role="alert">{t('backoffice.forms.notFound')} {back}</p>;
  if (list.error && !list.data) return <><LoadFailed error={list.error} onRetry={list.retry} /><p>{back}</p></>;
  if (!list.data) return <Loading />;
  return (
    <div aria-busy={list.loading || undefined}>
      <h2>{t('backoffice.forms.submissionsHeading', { formId, total: list.data.total })}</h2>
      <div className="bo-actions">
        <button type="button" className="button" onClick={download} disabled={list.data.total === 0}>{t('backoffice.forms.exportCsv')}</button>
      </div>
      <SaveResult error={exportError} />
      {list.data.items.length === 0 ? <p role="status">{t('backoffice.forms.noSubmissions')}</p> : (
        <ol className="form-fields">{list.data.items.map((item) => <SubmissionCard key={item.ref} item={item} />)}</ol>
      )}
      <Pager className="bo-pager" page={page} lastPage={Math.ceil(list.data.total / PAGE_SIZE)} total={list.data.total} onPage={(next) => setSearch(new URLSearchParams({ formId, page: String(next) }))} />
      <p>{back}</p>
    </div>
  );
}

function SubmissionCard({ item }: { item: Submission }) {
  const { t, i18n } = useTranslation();
  return (
    <li>
      <h3>{item.ref} · {item.account} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time></h3>
      <dl className="quotation-facts">
        {Object.entries(item.values).map(([name, value]) => <div key={name}><dt>{name}</dt><dd>{shown(value)}</dd></div>)}
      </dl>
      {item.files.length > 0 ? (
        <>
          <h4>{t('backoffice.forms.files')}</h4>
          <ul className="support-photos">{item.files.map((file) => <li key={file.id}><StaffFileView file={file} /></li>)}</ul>
        </>
      ) : null}
    </li>
  );
}
