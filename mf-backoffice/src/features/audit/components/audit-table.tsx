import { useState, type FormEvent } from 'react';
import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTimeSeconds } from '@labmall/shared/format/date';
import { LoadFailed, Loading } from '../../../components/load-state';
import { Pager } from '@labmall/shared/ui/pager';
import { AUDIT_FILTERS, auditParams, readAuditFilter, useAudit, type AuditFilter } from '../api/get-audit';
import { AuditDiffView } from './audit-diff-view';

type FilterFields = Pick<AuditFilter, (typeof AUDIT_FILTERS)[number]>;
const fieldsOf = (filter: AuditFilter): FilterFields => ({ entity: filter.entity, entityId: filter.entityId, actor: filter.actor, action: filter.action });

/** The audit log (admin): filtered and paged by the server, the filter in the URL; each change as before → after. */
export function AuditTable() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filter = readAuditFilter(search);
  const audit = useAudit(filter);
  // The form stays mounted (remounting it on every URL change lost the focus after Apply): its fields follow
  // the URL's filter when that changes (Clear, back and forward), and otherwise keep what is typed.
  const urlFields = fieldsOf(filter);
  const urlFieldsKey = JSON.stringify(urlFields);
  const [draft, setDraft] = useState(urlFields);
  const [draftOf, setDraftOf] = useState(urlFieldsKey);
  if (draftOf !== urlFieldsKey) {
    setDraftOf(urlFieldsKey);
    setDraft(urlFields);
  }
  const apply = (change: Partial<AuditFilter>) => setSearch(new URLSearchParams(auditParams({ ...filter, page: 1, ...change })));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };

  return (
    <>
      <form className="bo-filters" role="search" aria-label={t('backoffice.audit.filters')} onSubmit={submit}>
        {AUDIT_FILTERS.map((key) => (
          <label key={key} className="bo-field">{t(`backoffice.audit.columns.${key}`)}<input name={key} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} /></label>
        ))}
        <button type="submit" className="button button-primary">{t('backoffice.products.apply')}</button>
        <button type="button" className="button" onClick={() => apply({ entity: '', entityId: '', actor: '', action: '' })}>{t('backoffice.products.clear')}</button>
      </form>
      {audit.error && !audit.data ? <LoadFailed error={audit.error} onRetry={audit.retry} /> : null}
      {audit.loading && !audit.data ? <Loading /> : null}
      {audit.data ? (
        <div className="bo-table-wrap" aria-busy={audit.loading || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.audit.caption', { total: audit.data.total })}</caption>
            <thead>
              <tr>
                {['at', 'actor', 'action', 'entity', 'entityId', 'change'].map((c) => <th key={c} scope="col">{t(`backoffice.audit.columns.${c}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {audit.data.items.map((entry) => (
                <tr key={entry.id}>
                  <td><time dateTime={entry.at}>{formatDateTimeSeconds(entry.at, i18n.language)}</time></td>
                  <td>{entry.actorAccount}</td>
                  <td>{entry.action}</td>
                  <td>{entry.entity}</td>
                  <td>{entry.entityId ?? ''}</td>
                  <td><AuditDiffView before={entry.before} after={entry.after} /></td>
                </tr>
              ))}
            </tbody>
          </table>
          {audit.data.items.length === 0 ? <p role="status">{t('backoffice.audit.empty')}</p> : null}
          <Pager className="bo-pager" page={filter.page} lastPage={Math.ceil(audit.data.total / (audit.data.pageSize || 50))} total={audit.data.total} onPage={(page) => apply({ page })} />
        </div>
      ) : null}
    </>
  );
}
