import type { FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/localized';
import { SECTIONS, STATES, type ArticlesQuery } from '../model/articles-query';

/** The list's filters as a form: applied on submit (into the URL), so typing asks the server nothing. */
export function ArticlesFilter({ query, onApply }: { query: ArticlesQuery; onApply: (change: Partial<ArticlesQuery>) => void }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    onApply({ q: text('q'), section: text('section'), state: text('state'), missing: text('missing') as ContentLanguage | '' });
  };
  const select = (name: 'section' | 'state' | 'missing', options: Array<[string, string]>) => (
    <label className="bo-field">
      {t(`backoffice.content.${name}`)}
      <select name={name} defaultValue={query[name]}>
        <option value="">{t('backoffice.content.any')}</option>
        {options.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
      </select>
    </label>
  );
  return (
    <form className="bo-filters" role="search" aria-label={t('backoffice.content.filters')} onSubmit={submit} key={JSON.stringify(query)}>
      <label className="bo-field">
        {t('backoffice.content.search')}
        <input name="q" type="search" defaultValue={query.q} />
      </label>
      {select('section', SECTIONS.map((s) => [s, t(`backoffice.content.sections.${s}`)]))}
      {select('state', STATES.map((s) => [s, t(`backoffice.content.states.${s}`)]))}
      {select('missing', CONTENT_LANGUAGES.map((l) => [l, t(`backoffice.languages.${l}`)]))}
      <div className="bo-actions">
        <button type="submit" className="button button-primary">{t('backoffice.content.apply')}</button>
      </div>
    </form>
  );
}
