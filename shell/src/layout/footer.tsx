import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

const FOOTER_LINKS = [
  ['/help', 'footer.help'],
  ['/about', 'footer.about'],
  ['/privacy', 'footer.privacy'],
  ['/registrationAgreement', 'footer.registrationAgreement'],
  ['/salesTeam', 'footer.salesTeam'],
  ['/academicNavigation', 'footer.academicNavigation'],
] as const;

export function Footer() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <footer className="footer">
      <nav aria-label={t('footer.label')}>
        <ul className="footer-links">
          {FOOTER_LINKS.map(([path, key]) => (
            <li key={path}>
              <Link to={localize(path)}>{t(key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="footer-note">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
