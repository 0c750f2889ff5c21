import { useTranslation } from '@labmall/shared/i18n/react';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';

/** Scenario-based procurement: bundles of products for a lab task. */
export default function SceneProduct() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.sceneProduct' });
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.catalog.SceneProduct')} />
    </AreaRoot>
  );
}
