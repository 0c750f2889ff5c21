import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

/**
 * Search within the section: a plain search form whose submit puts the keyword in the URL (page 1), so a
 * result page can be shared and the server renders it.
 */
export function ArticleSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim().slice(0, 100));
  };
  return (
    <form className="study-search" role="search" aria-label={t('studyZone.searchLabel')} onSubmit={submit}>
      <label htmlFor={id}>{t('studyZone.searchLabel')}</label>
      <input id={id} type="search" name="keyword" value={text} maxLength={100} onChange={(event) => setText(event.target.value)}
        placeholder={t('studyZone.searchPlaceholder')} />
      <button type="submit" className="button button-primary">{t('studyZone.searchButton')}</button>
    </form>
  );
}
