import { isAxiosError } from 'axios';
import type { RegulatedClass } from '../api/checkout-types';

/**
 * The regulated-chemical refusals of order creation and approval requests (docs/regulated-chemicals.md), named in
 * the envelope's `data.reason`. The page words them itself, in the shopper's language.
 */
export type RegulatedRefusal =
  | { reason: 'REGULATED_NEEDS_GROUP' | 'REGULATED_GROUP_UNVERIFIED' }
  | { reason: 'REGULATED_PERMIT_MISSING'; class: RegulatedClass | null; expiresOn: string | null }
  | { reason: 'END_USE_REQUIRED'; min: number; max: number };

const CLASSES = new Set<string>(['precursor', 'explosive_precursor', 'highly_toxic']);

/** The refusal when `error` is one, else null. */
export function regulatedRefusalOf(error: unknown): RegulatedRefusal | null {
  if (!isAxiosError(error) || !error.response) return null;
  const data = (error.response.data as { data?: Record<string, unknown> | null } | undefined)?.data;
  switch (data?.reason) {
    case 'REGULATED_NEEDS_GROUP':
    case 'REGULATED_GROUP_UNVERIFIED':
      return { reason: data.reason };
    case 'REGULATED_PERMIT_MISSING':
      return {
        reason: 'REGULATED_PERMIT_MISSING',
        class: typeof data.class === 'string' && CLASSES.has(data.class) ? (data.class as RegulatedClass) : null,
        expiresOn: typeof data.expiresOn === 'string' ? data.expiresOn : null,
      };
    case 'END_USE_REQUIRED':
      return { reason: 'END_USE_REQUIRED', min: typeof data.min === 'number' ? data.min : 10, max: typeof data.max === 'number' ? data.max : 500 };
    default:
      return null;
  }
}
