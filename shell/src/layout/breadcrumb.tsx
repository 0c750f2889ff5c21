import { Link, useLocation } from '@labmall/shared/router';
import { splitLanguagePrefix } from '@labmall/shared/routing/language-prefix';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';

/** The page's trail (set by each page through usePageMeta); the last entry is the current page. None at home. */
export function Breadcrumb() {
  const { t } = useTranslation();
  const items = useAppStore((s) => s.navigation.breadcrumb);
  const atHome = splitLanguagePrefix(useLocation().pathname).rest === '/';
  if (atHome || items.length < 2) return null;
  return (
    <nav className="breadcrumb" aria-label={t('nav.breadcrumb')}>
      <ol>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
