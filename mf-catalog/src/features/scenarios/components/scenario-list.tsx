import { useTranslation } from '@labmall/shared/i18n/react';
import type { ScenarioSummary } from '../api/scenario-types';
import { ScenarioCard } from './scenario-card';
import './scenarios.css';

interface ScenarioListProps {
  scenarios: ScenarioSummary[];
  chosenId: number | null;
  /** Where a card leads (the page's own path with `?id=`), already localized. */
  linkFor: (id: number) => string;
}

/** All procurement scenarios as cards; the chosen one is marked (aria-current). */
export function ScenarioList({ scenarios, chosenId, linkFor }: ScenarioListProps) {
  const { t } = useTranslation();
  if (scenarios.length === 0) return <p className="block-empty">{t('catalog.scene.none')}</p>;
  return (
    <ul className="scenario-list" aria-label={t('catalog.scene.listLabel')}>
      {scenarios.map((scenario) => (
        <li key={scenario.id}>
          <ScenarioCard scenario={scenario} to={linkFor(scenario.id)} chosen={scenario.id === chosenId} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while the list loads. */
export function ScenarioListSkeleton() {
  return (
    <div className="scenario-list" aria-hidden="true">
      {[0, 1, 2].map((i) => <span key={i} className="skeleton scenario-skeleton" />)}
    </div>
  );
}
