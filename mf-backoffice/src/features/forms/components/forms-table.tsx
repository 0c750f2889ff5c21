import { useState } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { useForms, type FormSummary } from '../api/get-forms';
import { openForm } from '../api/open-form';

/** Every form: activity forms to edit, the shop's own forms to open or close, and each one's submissions. */
export function FormsTable() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const [revision, setRevision] = useState(0);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const forms = useForms(revision);

  const toggle = async (form: FormSummary) => {
    setResult({});
    try {
      await openForm(form.formId, form.version, !form.open);
      setResult({ done: t(form.open ? 'backoffice.forms.closed' : 'backoffice.forms.opened', { title: form.title }) });
    } catch (failure) {
      setResult({ error: readFailure(failure, t('backoffice.common.saveFailed')).message });
    }
    setRevision((n) => n + 1);
  };

  return (
    <>
      <div className="bo-actions">
        <Link className="button button-primary" to={localize('/backoffice/form')}>{t('backoffice.forms.create')}</Link>
      </div>
      <SaveResult error={result.error ?? null} done={result.done ?? null} />
      {forms.error && !forms.data ? <LoadFailed error={forms.error} onRetry={forms.retry} /> : null}
      {forms.loading && !forms.data ? <Loading /> : null}
      {forms.data ? (
        <div className="bo-table-wrap" aria-busy={forms.loading || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.forms.caption', { total: forms.data.length })}</caption>
            <thead>
              <tr>{['title', 'kind', 'state', 'submissions', 'last', 'actions'].map((c) => <th key={c} scope="col">{t(`backoffice.forms.columns.${c}`)}</th>)}</tr>
            </thead>
            <tbody>
              {forms.data.map((form) => (
                <tr key={form.formId}>
                  <th scope="row">{form.title}<br /><small>{form.formId}</small></th>
                  <td>{t(`backoffice.forms.kinds.${form.kind}`, { defaultValue: form.kind })}</td>
                  <td>{t(form.open ? 'backoffice.forms.open' : 'backoffice.forms.closedState')}{form.onSpecialOffers ? <><br /><small>{t('backoffice.forms.onSpecialOffers')}</small></> : null}</td>
                  <td>{form.submissions}</td>
                  <td>{form.lastSubmissionAt ? <time dateTime={form.lastSubmissionAt}>{formatDateTime(form.lastSubmissionAt, i18n.language)}</time> : '—'}</td>
                  <td className="bo-actions">
                    <Link to={localize(`/backoffice/form-submissions?formId=${encodeURIComponent(form.formId)}`)} aria-label={t('backoffice.forms.submissionsOf', { title: form.title })}>{t('backoffice.forms.submissions')}</Link>
                    {form.editable ? <Link to={localize(`/backoffice/form?formId=${encodeURIComponent(form.formId)}`)} aria-label={t('backoffice.forms.editOf', { title: form.title })}>{t('backoffice.forms.edit')}</Link> : null}
                    <button type="button" className="button" onClick={() => void toggle(form)} aria-label={t(form.open ? 'backoffice.forms.closeOf' : 'backoffice.forms.openOf', { title: form.title })}>
                      {t(form.open ? 'backoffice.forms.close' : 'backoffice.forms.openAction')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {forms.data.length === 0 ? <p role="status">{t('backoffice.forms.empty')}</p> : null}
        </div>
      ) : null}
    </>
  );
}
