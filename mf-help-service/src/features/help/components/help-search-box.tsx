import { useState, type FormEvent } from 'react';
import { useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/**
 * The help search: a real GET form to helpSearch?keyword=…, so it works before the page's script has loaded;
 * once hydrated it navigates inside the app instead of reloading.
 */
export function HelpSearchBox({ initial = '' }: { initial?: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState(initial);
  const action = localize('/help/helpSearch');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    if (text) navigate(`${action}?keyword=${encodeURIComponent(text)}`);
  };

  return (
    <form className="help-search" role="search" action={action} method="get" onSubmit={onSubmit}>
      <label htmlFor="help-keyword" className="visually-hidden">{t('helpService.help.searchLabel')}</label>
      <input
        id="help-keyword"
        name="keyword"
        type="search"
        required
        maxLength={60}
        value={keyword}
        placeholder={t('helpService.help.searchPlaceholder')}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className="button button-primary">{t('helpService.help.searchButton')}</button>
    </form>
  );
}
