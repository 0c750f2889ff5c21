import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatCurrency } from '@labmall/shared/format/currency';
import type { ScenarioSummary } from '../api/scenario-types';

/** One scenario: picture, name, what it is for, how many items and what the whole bundle costs. */
export function ScenarioCard({ scenario, to, chosen }: { scenario: ScenarioSummary; to: string; chosen: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={chosen ? 'scenario-card is-chosen' : 'scenario-card'}>
      <img src={scenario.image} alt="" width={320} height={180} loading="lazy" />
      <h2 className="scenario-card-name">
        {/* The stretched link makes the whole card one stop for keyboard and screen-reader users. */}
        <Link to={to} aria-current={chosen ? 'true' : undefined}>{scenario.name}</Link>
      </h2>
      <p className="scenario-card-description">{scenario.description}</p>
      <p className="scenario-card-facts">
        <span>{t('catalog.scene.itemCount', { count: scenario.itemCount })}</span>
        <strong>{t('catalog.scene.bundlePrice', { amount: formatCurrency(scenario.price) })}</strong>
      </p>
      {scenario.inStock ? null : <p className="scenario-card-stock">{t('catalog.scene.partlyOutOfStock')}</p>}
    </article>
  );
}
