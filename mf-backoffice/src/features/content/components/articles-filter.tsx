import { useTranslation } from '@labmall/shared/i18n/react';
import { ChoiceField, SearchField } from '../../../components/filter-fields';
import { FilterForm } from '../../../components/filter-form';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/localized';
import { SECTIONS, STATES, type ArticlesQuery } from '../model/articles-query';

/** The list's filters as a form: applied on submit (into the URL), so typing asks the server nothing. */
export function ArticlesFilter({ query, onApply }: { query: ArticlesQuery; onApply: (change: Partial<ArticlesQuery>) => void }) {
  const { t } = useTranslation();
  const choice = (name: 'section' | 'state' | 'missing', options: Array<[string, string]>) => (
    <ChoiceField name={name} label={t(`backoffice.content.${name}`)} anyLabel={t('backoffice.content.any')} value={query[name]} options={options} />
  );
  return (
    <FilterForm
      label={t('backoffice.content.filters')} resetKey={JSON.stringify(query)} applyLabel={t('backoffice.content.apply')}
      onSubmit={(field) => onApply({ q: field('q'), section: field('section'), state: field('state'), missing: field('missing') as ContentLanguage | '' })}
    >
      <SearchField label={t('backoffice.content.search')} value={query.q} />
      {choice('section', SECTIONS.map((s) => [s, t(`backoffice.content.sections.${s}`)]))}
      {choice('state', STATES.map((s) => [s, t(`backoffice.content.states.${s}`)]))}
      {choice('missing', CONTENT_LANGUAGES.map((l) => [l, t(`backoffice.languages.${l}`)]))}
    </FilterForm>
  );
}
