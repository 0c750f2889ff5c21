import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/localized';
import type { FieldDraft, FormDraft } from '../model/form-draft';

/** One field roughly as the shop renders it (the preview takes no input that goes anywhere). */
function PreviewField({ f, lang }: { f: FieldDraft; lang: ContentLanguage }) {
  const label = `${f.label[lang] || f.name}${f.required || f.type === 'agreement' ? ' *' : ''}`;
  const help = f.help[lang] ? <small>{f.help[lang]}</small> : null;
  if (f.type === 'agreement') return <label><input type="checkbox" /> {label}</label>;
  if (f.type === 'select' || f.type === 'multiSelect') {
    return (
      <fieldset>
        <legend>{label}</legend>
        {f.options.map((o) => <label key={o.value}><input type={f.type === 'select' ? 'radio' : 'checkbox'} name={`preview-${f.key}`} /> {o.label[lang] || o.value}</label>)}
        {help}
      </fieldset>
    );
  }
  const type = { number: 'number', email: 'email', phone: 'tel', date: 'date', file: 'file' }[f.type as string] ?? 'text';
  return (
    <label className="bo-field">
      {label}
      {f.type === 'textarea' ? <textarea rows={3} /> : <input type={type} multiple={f.type === 'file' && Number(f.max) > 1} />}
      {help}
    </label>
  );
}

/** The form as a shopper would see it, in any of the four languages, as it stands in the editor (nothing saved). */
export function FormPreview({ draft }: { draft: FormDraft }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<ContentLanguage>('zh');
  return (
    <section aria-labelledby="form-preview-heading" className="form-preview">
      <h2 id="form-preview-heading">{t('backoffice.forms.preview')}</h2>
      <label className="bo-field">
        {t('backoffice.forms.previewLanguage')}
        <select value={lang} onChange={(event) => setLang(event.target.value as ContentLanguage)}>
          {CONTENT_LANGUAGES.map((code) => <option key={code} value={code}>{t(`backoffice.languages.${code}`)}</option>)}
        </select>
      </label>
      <div lang={lang}>
        <h3>{draft.title[lang]}</h3>
        <p>{draft.intro[lang]}</p>
        <form className="bo-form" onSubmit={(event) => event.preventDefault()} aria-label={t('backoffice.forms.preview')}>
          {draft.fields.map((f) => <PreviewField key={f.key} f={f} lang={lang} />)}
        </form>
      </div>
    </section>
  );
}
