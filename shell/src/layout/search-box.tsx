import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** Keyword, SKU code, CAS number or formula → the search results page (the catalogue remote's). */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = keyword.trim();
    if (value) navigate(`${localize('/search')}?keyword=${encodeURIComponent(value)}`);
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        name="keyword"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
        maxLength={100}
      />
      <button type="submit" className="button button-primary">
        {t('header.searchButton')}
      </button>
    </form>
  );
}
