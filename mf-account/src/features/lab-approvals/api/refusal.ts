import { isHttpError } from '@labmall/shared/api/http-error';
import type { ApprovalDetail } from './approval-types';

/** A refused decision as the API names it in `data.reason`, with what it carries. */
export interface ApprovalRefusal {
  reason: string;
  message: string;
  remaining: number | null;
  /** APPROVAL_TOTAL_CHANGED: the request as it is now. */
  request: ApprovalDetail | null;
}

/** The refusal inside a rejected call (an HTTP error's body or a refused envelope), or null. */
export function approvalRefusalOf(error: unknown): ApprovalRefusal | null {
  const body = (isHttpError(error) ? error.response?.data : error) as { message?: unknown; data?: Record<string, unknown> | null } | undefined;
  const data = body?.data;
  if (!data || typeof data.reason !== 'string') return null;
  return {
    reason: data.reason,
    message: typeof body?.message === 'string' ? body.message : '',
    remaining: typeof data.remaining === 'number' ? data.remaining : null,
    request: data.request && typeof data.request === 'object' ? (data.request as ApprovalDetail) : null,
  };
}
