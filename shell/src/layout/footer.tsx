import { memo } from 'react';
import { Link } from '@labmall/shared/router';
import { DeferredHydration } from '@labmall/shared/ui/deferred-hydration';
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

function FooterContent() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
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
    </>
  );
}

/**
 * Always below the first screen: hydrated when it comes near it or is touched or focused (DeferredHydration); its
 * links work natively until then. Memoised: a re-render of the layout must not reach the boundary before it hydrates.
 */
export const Footer = memo(function Footer() {
  return (
    <DeferredHydration as="footer" className="footer">
      <FooterContent />
    </DeferredHydration>
  );
});
