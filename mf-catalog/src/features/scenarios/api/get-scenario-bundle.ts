import type { Query } from '@labmall/shared/data/query';
import { apiPost } from '@labmall/shared/api/lazy-client';
import { CODE_OK } from '@labmall/shared/api/envelope';
import type { ScenarioBundle } from './scenario-types';

/** POST /api/productcategory/getscenarioizedproduct?id=: one scenario with the SKUs and quantities it bundles. */
export async function getScenarioBundle(id: number): Promise<ScenarioBundle> {
  const envelope = await apiPost<ScenarioBundle>('/api/productcategory/getscenarioizedproduct', undefined, { params: { id } });
  if (envelope.code !== CODE_OK) throw envelope;
  return envelope.data;
}

export const scenarioBundleQuery = (id: number): Query<ScenarioBundle> => ({ key: `scenario|${id}`, load: () => getScenarioBundle(id) });
