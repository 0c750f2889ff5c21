import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useStateResetWhen } from '@labmall/shared/hooks/use-state-reset-when';
import { useNavigate, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { SuggestionsProps } from './search-suggestions/suggestions-types';

/** Keyword, SKU code, CAS number or formula → the search results page (the catalogue remote's). */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  const urlKeyword = params.get('keyword') ?? '';
  // A hot word or brand link changes the searched keyword: the field shows what is being searched.
  const [keyword, setKeyword] = useStateResetWhen(urlKeyword, (searched) => searched);
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps>>();
  const requested = useRef(false);

  // Suggestions and the API client load on first use: the header's first paint is at its size budget.
  // If the chunk fails, the plain search keeps working and the next focus tries again.
  const enhance = () => {
    if (requested.current) return;
    requested.current = true;
    import('./search-suggestions/search-suggestions').then(
      (module) => setSuggestions(() => module.SearchSuggestions),
      () => (requested.current = false),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = keyword.trim();
    if (value) navigate(`${localize('/search')}?keyword=${encodeURIComponent(value)}`);
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        ref={input}
        type="search"
        name="keyword"
        value={keyword}
        onFocus={enhance}
        onChange={(event) => {
          setKeyword(event.target.value);
          enhance();
        }}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchLabel')}
        maxLength={100}
        autoComplete="off"
      />
      {Suggestions ? <Suggestions input={input} keyword={keyword} onPick={navigate} /> : null}
      <button type="submit" className="button button-primary">
        {t('header.searchButton')}
      </button>
    </form>
  );
}
