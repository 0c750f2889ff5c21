import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import image404 from '../assets/error-404.svg';
import image410 from '../assets/error-410.svg';

/**
 * Spec §2/§8 error page: the 404 image (or the 410 image for status 410), the message, and "back to home".
 * A 404 always says "This page could not be found" in the shopper's language.
 */
export function ErrorPage({ status = 500, message }: { status?: number; message?: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const text = status === 404 ? t('error.notFound') : message || t('error.generic');
  usePageMeta({ titleKey: status === 404 ? 'routes.notFound' : 'error.title', title: status === 404 ? undefined : `${status}` });
  return (
    <section className="error-page" data-status={status}>
      <img className="error-image" data-image={status === 410 ? '410' : '404'} src={status === 410 ? image410 : image404} alt="" width={320} height={180} />
      <h1>{text}</h1>
      <p className="error-status">{status}</p>
      <Link className="button button-primary" to={localize('/')}>
        {t('error.backHome')}
      </Link>
    </section>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}
