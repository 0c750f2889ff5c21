import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../../../lib/api-failure';
import { emptyLocalized } from '../../../lib/localized';
import type { CompanyPage } from '../api/get-company-page';
import { saveCompanyPage } from '../api/save-company-page';
import { EditorResult, type Outcome } from './editor-result';
import { LocalizedInputs } from './localized-inputs';

/** A company page: title, lead and sections (heading + paragraphs) in four languages, and its revision date. */
export function CompanyPageForm({ page, onSaved, onReload }: { page: CompanyPage; onSaved: (message: string) => void; onReload: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(page);
  const [outcome, setOutcome] = useState<Outcome>({});
  const [busy, setBusy] = useState(false);
  const errors = outcome.failure?.field ? { [outcome.failure.field]: outcome.failure.message } : {};
  const setSection = (index: number, change: Partial<CompanyPage['sections'][number]>) =>
    setValue({ ...value, sections: value.sections.map((section, i) => (i === index ? { ...section, ...change } : section)) });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await saveCompanyPage(value);
      onSaved(t('backoffice.content.pages.saved'));
    } catch (error) {
      setOutcome({ failure: readFailure(error, t('backoffice.common.saveFailed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="bo-form" aria-label={t('backoffice.content.pages.form')} onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <EditorResult outcome={outcome} onReload={onReload} />
      <LocalizedInputs legend={t('backoffice.content.pages.title')} name="title" value={value.title} onChange={(title) => setValue({ ...value, title })} errors={errors} maxLength={200} />
      <LocalizedInputs legend={t('backoffice.content.pages.lead')} name="lead" value={value.lead} onChange={(lead) => setValue({ ...value, lead })} errors={errors} maxLength={2000} multiline />
      {value.sections.map((section, index) => (
        <fieldset key={index} className="bo-card">
          <legend>{t('backoffice.content.pages.section', { number: index + 1 })}</legend>
          <LocalizedInputs legend={t('backoffice.content.pages.heading')} name={`sections.${index}.heading`} value={section.heading} onChange={(heading) => setSection(index, { heading })} errors={errors} maxLength={200} />
          <LocalizedInputs legend={t('backoffice.content.pages.body')} name={`sections.${index}.body`} value={section.body} onChange={(body) => setSection(index, { body })} errors={errors} maxLength={20000} multiline />
          <button type="button" className="button" disabled={value.sections.length === 1}
            onClick={() => setValue({ ...value, sections: value.sections.filter((_, i) => i !== index) })}>{t('backoffice.content.pages.removeSection', { number: index + 1 })}</button>
        </fieldset>
      ))}
      <div className="bo-actions">
        <button type="button" className="button" disabled={value.sections.length >= 40}
          onClick={() => setValue({ ...value, sections: [...value.sections, { heading: emptyLocalized(), body: emptyLocalized() }] })}>{t('backoffice.content.pages.addSection')}</button>
      </div>
      <label className="bo-field">
        {t('backoffice.content.pages.revised')}
        <input type="date" value={value.revised} required onChange={(event) => setValue({ ...value, revised: event.target.value })} />
      </label>
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.common.save')}</button>
      </div>
    </form>
  );
}
