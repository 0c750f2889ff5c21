import type { Query } from '@labmall/shared/data/query';
import { apiGet } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { ScenarioSummary } from './scenario-types';

/** GET /api/productcategory/getscenarioizedprocurementlist: every procurement scenario (lab task bundle). */
export async function getScenarioList(): Promise<ScenarioSummary[]> {
  const envelope = await apiGet<ScenarioSummary[]>('/api/productcategory/getscenarioizedprocurementlist');
  if (envelope.code !== CODE_OK) throw envelope;
  return envelope.data ?? [];
}

export const scenarioListQuery: Query<ScenarioSummary[]> = { key: 'scenarios', load: getScenarioList };
