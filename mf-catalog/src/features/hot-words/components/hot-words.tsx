import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import './hot-words.css';

/** Popular searches as links to the search page. */
export function HotWords({ words }: { words: string[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (words.length === 0) return null;
  return (
    <nav aria-label={t('catalog.home.hotWords')} className="hot-words">
      <span className="hot-words-label">{t('catalog.home.hotWords')}</span>
      <ul>
        {words.map((word) => (
          <li key={word}>
            <Link to={`${localize('/search')}?keyword=${encodeURIComponent(word)}`}>{word}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
