import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/**
 * The shop's name and mark, linking home. Its accessible name starts with the name it shows (WCAG 2.5.3 label in
 * name: a speech user says what they see), then says where it goes: `header.homeLink` is `{{siteName}} …` in every
 * language.
 */
export function HeaderLogo() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const siteName = t('common.siteName');
  return (
    <Link className="logo" to={localize('/')} aria-label={t('header.homeLink', { siteName })}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <rect x="6" y="3" width="12" height="19" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <rect x="9" y="1" width="6" height="3" rx="1" fill="currentColor" />
        <path d="M12 8l-3 6h3l-1 5 4-7h-3l1-4z" fill="currentColor" />
      </svg>
      <span>{siteName}</span>
    </Link>
  );
}
