import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { FieldError, errorProps } from '../../../components/field-error';
import { SaveResult } from '../../../components/form-alert';
import { LoadFailed, Loading } from '../../../components/load-state';
import { LocalizedFields } from '../../../components/localized-fields';
import { readFailure } from '../../../lib/api-failure';
import { useForm, type FormDetail } from '../api/get-form';
import { saveForm } from '../api/save-form';
import { checkDraft } from '../model/check-draft';
import { fromDefinition } from '../model/draft-body';
import { emptyForm, newKey, type FormDraft } from '../model/form-draft';
import { BannerLink } from './banner-link';
import { FieldList } from './field-list';
import { FormPreview } from './form-preview';

const draftOf = (form: FormDetail): FormDraft => ({
  formId: form.formId, version: form.version, title: form.title, intro: form.intro, onSpecialOffers: form.onSpecialOffers,
  fields: form.fields.map((f) => fromDefinition(f, newKey())),
});

/** A new activity form (no `?formId=`) or one to edit: key, texts, fields, preview; saved whole at the version read. */
export function FormEditor() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [search] = useSearchParams();
  const formId = search.get('formId')?.trim() ?? '';
  const [revision, setRevision] = useState(0);
  // Kept here: a save starts the editor again from the new version, and its message must outlive that.
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm(formId, revision);
  const record = form.data && form.data.formId === formId ? form.data : null;
  const back = <Link to={localize('/backoffice/forms')}>{t('backoffice.forms.back')}</Link>;

  if (formId && form.error && !record) return <><LoadFailed error={form.error} onRetry={form.retry} /><p>{back}</p></>;
  if (formId && !record) return <Loading />;
  if (record && !record.editable) return <p role="alert">{t('backoffice.forms.notEditable')} {back}</p>;
  // A new version read (after a save or a reload) starts the editor again from it.
  return (
    <div aria-busy={form.loading || undefined}>
      <p>{back}</p>
      <EditorForm key={record?.version ?? 'new'} record={record} notice={notice} onNotice={setNotice} onReload={() => setRevision((n) => n + 1)} />
    </div>
  );
}

interface EditorFormProps {
  record: FormDetail | null;
  notice: string | null;
  onNotice: (message: string | null) => void;
  onReload: () => void;
}

function EditorForm({ record, notice, onNotice, onReload }: EditorFormProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<FormDraft>(() => (record ? draftOf(record) : emptyForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ error?: string; stale?: boolean }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setErrors(Object.fromEntries(Object.entries(found).map(([path, key]) => [path, t(key)])));
    onNotice(null);
    if (Object.keys(found).length > 0) {
      setResult({ error: t('backoffice.forms.errors.fix') });
      return;
    }
    setBusy(true);
    setResult({});
    try {
      const saved = await saveForm(draft);
      onNotice(t(record ? 'backoffice.forms.saved' : 'backoffice.forms.created'));
      if (!record) navigate(localize(`/backoffice/form?formId=${encodeURIComponent(saved.formId)}`), { replace: true });
      else onReload();
    } catch (failure) {
      const read = readFailure(failure, t('backoffice.common.saveFailed'), Object.keys(found));
      setErrors(read.field ? { [read.field]: read.message } : {});
      setResult({ error: read.message, stale: read.status === 409 });
    }
    setBusy(false);
  };

  return (
    <div aria-busy={busy || undefined}>
      <form className="bo-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="bo-field">
          {t('backoffice.forms.formId')}
          <input value={draft.formId} readOnly={Boolean(record)} maxLength={48} spellCheck={false} aria-describedby="form-id-hint"
            onChange={(event) => setDraft({ ...draft, formId: event.target.value })} {...errorProps('form-id-error', errors.formId)} />
        </label>
        <small id="form-id-hint">{t('backoffice.forms.formIdHint')}</small>
        <FieldError id="form-id-error" message={errors.formId} />
        <LocalizedFields legend={t('backoffice.forms.title')} name="title" value={draft.title} onChange={(title) => setDraft({ ...draft, title })} errors={errors} maxLength={120} />
        <LocalizedFields legend={t('backoffice.forms.intro')} name="intro" value={draft.intro} onChange={(intro) => setDraft({ ...draft, intro })} errors={errors} maxLength={2000} multiline />
        <label><input type="checkbox" checked={draft.onSpecialOffers} onChange={(event) => setDraft({ ...draft, onSpecialOffers: event.target.checked })} /> {t('backoffice.forms.listOnSpecialOffers')}</label>
        <FieldList fields={draft.fields} onChange={(fields) => setDraft({ ...draft, fields })} errors={errors} />
        <SaveResult error={result.error ?? null} done={notice} />
        <div className="bo-actions">
          <button type="submit" className="button button-primary" disabled={busy}>{t(record ? 'backoffice.common.save' : 'backoffice.forms.create')}</button>
          {result.stale && record ? <button type="button" className="button" onClick={onReload}>{t('backoffice.forms.reload')}</button> : null}
        </div>
        {record ? null : <p>{t('backoffice.forms.createdClosed')}</p>}
      </form>
      <FormPreview draft={draft} />
      {record ? <BannerLink formId={record.formId} link={record.link} /> : null}
    </div>
  );
}
