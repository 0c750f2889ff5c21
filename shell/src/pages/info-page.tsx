import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { PageHeading } from '@labmall/shared/ui/page-heading';

/** The shell's simple pages (permission, developing, mobilePrompt): a title, an explanation and a way on. */
export default function InfoPage({ name }: { name: 'permission' | 'developing' | 'mobilePrompt' }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const title = usePageMeta({ titleKey: `routes.${name}` });
  return (
    <section className={`info-page info-page-${name}`}>
      <PageHeading title={title} lead={t(`shellPages.${name}.body`)} />
      <Link className="button button-primary" to={localize('/')}>
        {t('error.backHome')}
      </Link>
    </section>
  );
}
