import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { LazyAuthPanel } from '../auth/lazy-auth-panel';

const nothing = () => undefined;

/**
 * The sign-in page (guest-only). Once signed in, the page's own guard sends the user on to the remembered path
 * or `/` (spec §2), so success needs no handling here.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.login' });
  return (
    <section className="login-page">
      <PageHeading title={title} lead={t('auth.loginLead')} />
      <LazyAuthPanel onSuccess={nothing} />
    </section>
  );
}
