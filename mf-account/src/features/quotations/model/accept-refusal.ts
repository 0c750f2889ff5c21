import { isAxiosError } from 'axios';
import type { RegulatedClass } from '../api/quotation-types';

/**
 * The refusals of POST /api/quotation/accept the page words itself, by their `data.reason` (docs/lab-groups.md,
 * docs/regulated-chemicals.md). Anything else (expired, withdrawn, stock…) keeps the server's message.
 */
export type AcceptRefusal =
  | { reason: 'LAB_GROUP_FORBIDDEN' | 'BUDGET_UNAVAILABLE' | 'REGULATED_NEEDS_GROUP' | 'REGULATED_GROUP_UNVERIFIED' }
  | { reason: 'BUDGET_EXCEEDED'; remaining: number | null }
  | { reason: 'LAB_GROUP_APPROVAL_REQUIRED'; reasons: string[] }
  | { reason: 'REGULATED_PERMIT_MISSING'; class: RegulatedClass | null; expiresOn: string | null }
  | { reason: 'END_USE_REQUIRED' };

const CLASSES = new Set<string>(['precursor', 'explosive_precursor', 'highly_toxic']);

/** The refusal when `error` is one, else null. */
export function acceptRefusalOf(error: unknown): AcceptRefusal | null {
  if (!isAxiosError(error) || !error.response) return null;
  const data = (error.response.data as { data?: Record<string, unknown> | null } | undefined)?.data;
  switch (data?.reason) {
    case 'LAB_GROUP_FORBIDDEN':
    case 'BUDGET_UNAVAILABLE':
    case 'REGULATED_NEEDS_GROUP':
    case 'REGULATED_GROUP_UNVERIFIED':
      return { reason: data.reason };
    case 'BUDGET_EXCEEDED':
      return { reason: 'BUDGET_EXCEEDED', remaining: typeof data.remaining === 'number' ? data.remaining : null };
    case 'LAB_GROUP_APPROVAL_REQUIRED':
      return { reason: 'LAB_GROUP_APPROVAL_REQUIRED', reasons: Array.isArray(data.reasons) ? data.reasons.filter((r): r is string => typeof r === 'string') : [] };
    case 'REGULATED_PERMIT_MISSING':
      return {
        reason: 'REGULATED_PERMIT_MISSING',
        class: typeof data.class === 'string' && CLASSES.has(data.class) ? (data.class as RegulatedClass) : null,
        expiresOn: typeof data.expiresOn === 'string' ? data.expiresOn : null,
      };
    case 'END_USE_REQUIRED':
      return { reason: 'END_USE_REQUIRED' };
    default:
      return null;
  }
}

/** Which field a refusal is about, so the focus and the message go there. */
export function refusalField(refusal: AcceptRefusal): 'mode' | 'budget' | 'endUse' {
  if (refusal.reason === 'END_USE_REQUIRED') return 'endUse';
  if (refusal.reason === 'REGULATED_NEEDS_GROUP') return 'mode';
  return 'budget';
}
