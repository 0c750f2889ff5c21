import { useTranslation } from '@labmall/shared/i18n/react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { ResetPasswordForm } from '../auth/reset-password-form';

/** The page the reset mail links to (`?key=`): set a new password. Without a token it points to the request page. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [params] = useSearchParams();
  // Not `token`: the shell takes a `token` query parameter as a sign-in token (spec §5, token-from-url.ts).
  const token = params.get('key') ?? '';
  const title = usePageMeta({ titleKey: 'routes.resetPassword' });
  return (
    <section className="login-page">
      <PageHeading title={title} lead={t('auth.reset.lead')} />
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert">
          {t('auth.reset.noToken')} <Link to={localize('/forgotPassword')}>{t('auth.reset.askAgain')}</Link>
        </p>
      )}
    </section>
  );
}
