import { useTranslation } from '@labmall/shared/i18n/react';
import { Link } from '@labmall/shared/router';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { ForgotPasswordForm } from '../auth/forgot-password-form';

/** "Forgot password" (guest-only): asks for the account and mails a link to set a new password (docs/mail.md). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: 'routes.forgotPassword' });
  return (
    <section className="login-page">
      <PageHeading title={title} lead={t('auth.forgot.lead')} />
      <ForgotPasswordForm />
      <p className="auth-links"><Link to={localize('/login')}>{t('auth.forgot.backToSignIn')}</Link></p>
    </section>
  );
}
