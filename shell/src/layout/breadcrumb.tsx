import { Suspense, use } from 'react';
import { Link, useLocation } from '@labmall/shared/router';
import { splitLanguagePrefix } from '@labmall/shared/routing/language-prefix';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useAppStore } from '@labmall/shared/store/app-store';
import { useHeadCollector } from '@labmall/shared/seo/head-collector';

/**
 * The page's trail (set by each page through usePageMeta); the last entry is the current page. None at home.
 * It sits above the page but comes from it: on the server it waits until the page has rendered (a Suspense
 * boundary, complete before the HTML is sent); the browser hydrates it from the trail the server embedded.
 */
export function Breadcrumb() {
  return (
    <Suspense fallback={null}>
      <BreadcrumbTrail />
    </Suspense>
  );
}

function BreadcrumbTrail() {
  const { t } = useTranslation();
  const head = useHeadCollector();
  const stored = useAppStore((s) => s.navigation.breadcrumb);
  const atHome = splitLanguagePrefix(useLocation().pathname).rest === '/';
  if (head?.settled) use(head.settled);
  const items = head ? head.breadcrumb ?? [] : stored;
  if (head) head.shownBreadcrumb = items;
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
