import { isAxiosError } from 'axios';

/** The group-order refusals of POST /api/order/create, named in the envelope's `data.reason`. */
export type GroupRefusal = {
  reason: 'BUDGET_EXCEEDED' | 'LAB_GROUP_APPROVAL_REQUIRED';
  remaining: number | null;
  /** Why the group's rules hold the order (LAB_GROUP_APPROVAL_REQUIRED): 'requester', 'above_amount', 'hazardous', 'over_budget'. */
  reasons: string[];
  message: string;
};

const REASONS = new Set(['BUDGET_EXCEEDED', 'LAB_GROUP_APPROVAL_REQUIRED']);

/** The refusal when `error` is one (409, or 403 for approval), else null. `remaining` is yuan, when the server says it. */
export function groupRefusalOf(error: unknown): GroupRefusal | null {
  if (!isAxiosError(error) || !error.response) return null;
  const body = error.response.data as { message?: unknown; data?: { reason?: unknown; remaining?: unknown; reasons?: unknown } | null } | undefined;
  const reason = body?.data?.reason;
  if (typeof reason !== 'string' || !REASONS.has(reason)) return null;
  const remaining = body?.data?.remaining;
  return {
    reason: reason as GroupRefusal['reason'],
    remaining: typeof remaining === 'number' ? remaining : null,
    reasons: Array.isArray(body?.data?.reasons) ? body.data.reasons.filter((r): r is string => typeof r === 'string') : [],
    message: typeof body?.message === 'string' ? body.message : '',
  };
}
