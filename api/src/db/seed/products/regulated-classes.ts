import type { RegulatedClass } from '../../schema/regulated-chemicals';

/**
 * The demo catalogue's chemicals that Chinese law controls (docs/regulated-chemicals.md), by CAS number: acetone and
 * toluene are class-3 precursor chemicals (易制毒化学品第三类). They can be bought only for a verified lab group with a
 * precursor permit and an end-use declaration, so the demo shows the rule on real products.
 */
const REGULATED_BY_CAS: Readonly<Record<string, RegulatedClass>> = {
  '67-64-1': 'precursor',
  '108-88-3': 'precursor',
};

export const regulatedClassOf = (cas: string | undefined): RegulatedClass | null => (cas ? (REGULATED_BY_CAS[cas] ?? null) : null);
