import { useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { RemoteSlot } from '@labmall/shared/ui/remote-slot';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { AreaRoot } from '../area-root';
import { BlockState } from '../features/home-block/components/block-state';
import type { RouteLoader } from '@labmall/shared/data/route-loader';
import { useBlockQuery } from '../features/home-block/hooks/use-block-query';
import { scenarioBundleQuery } from '../features/scenarios/api/get-scenario-bundle';
import { scenarioListQuery } from '../features/scenarios/api/get-scenario-list';
import type { ScenarioBundle } from '../features/scenarios/api/scenario-types';
import { BundlePanel } from '../features/scenarios/components/bundle-panel';
import { ScenarioList, ScenarioListSkeleton } from '../features/scenarios/components/scenario-list';
import { parseScenarioId, useChosenScenario } from '../features/scenarios/hooks/use-chosen-scenario';

export const loader: RouteLoader = async ({ search, prefetch }) => {
  const chosen = parseScenarioId(search.get('id'));
  await Promise.all([prefetch(scenarioListQuery), chosen ? prefetch(scenarioBundleQuery(chosen)) : undefined]);
};

/** Scenario-based procurement: bundles of products for a lab task; `?id=` shows one bundle's items. */
export default function SceneProduct() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const chosen = useChosenScenario();
  const list = useBlockQuery(scenarioListQuery);
  const bundle = useBlockQuery(chosen ? scenarioBundleQuery(chosen) : null);
  // Focus follows a bundle the shopper picks here; a page opened with ?id= keeps the usual start.
  const openedWith = useRef(chosen);
  const pageTitle = t('routes.sceneProduct');
  usePageMeta({
    titleKey: 'routes.sceneProduct',
    title: bundle.data?.name,
    trail: bundle.data ? [{ label: pageTitle, to: localize('/sceneProduct') }] : [],
  });

  return (
    <AreaRoot>
      <PageHeading title={pageTitle} lead={t('pages.catalog.SceneProduct')} />
      <BlockState {...list} skeleton={<ScenarioListSkeleton />}>
        <ScenarioList scenarios={list.data ?? []} chosenId={chosen} linkFor={(id) => `${localize('/sceneProduct')}?id=${id}`} />
      </BlockState>
      <p className="visually-hidden" role="status">
        {bundle.data ? t('catalog.scene.bundleShown', { name: bundle.data.name, amount: formatCurrency(bundle.data.price) }) : ''}
      </p>
      <BlockState {...bundle} skeleton={<span className="skeleton skeleton-box" />}>
        {bundle.data ? (
          <BundlePanel bundle={bundle.data} focusHeading={chosen !== openedWith.current} addToCart={<AddBundleToCart bundle={bundle.data} />} />
        ) : null}
      </BlockState>
      {chosen === null && list.status === 'ok' && (list.data?.length ?? 0) > 0 ? (
        <p className="block-empty">{t('catalog.scene.choosePrompt')}</p>
      ) : null}
    </AreaRoot>
  );
}

/** The cart remote's button, adding every SKU of the bundle in its quantity (it reports lines it could not add). */
function AddBundleToCart({ bundle }: { bundle: ScenarioBundle }) {
  const { t } = useTranslation();
  const items = bundle.items.map((item) => ({ skuId: item.sku.id, quantity: item.quantity }));
  return (
    <RemoteSlot
      remote="mf_cart_checkout"
      module="./AddToCartButton"
      props={{ items, mode: 'cart' }}
      fallback={<button type="button" className="button button-primary" disabled>{t('catalog.scene.addBundle')}</button>}
    />
  );
}
