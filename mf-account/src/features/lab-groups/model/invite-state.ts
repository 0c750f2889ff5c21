import { isAxiosError } from 'axios';
import { bodyCode } from '@labmall/shared/api/envelope';

export type InviteProblem = 'unknown' | 'expired' | 'used' | 'signedOut' | 'other';

const NAMES: Record<string, InviteProblem> = {
  INVITE_UNKNOWN: 'unknown', INVITE_NOT_FOUND: 'unknown', INVITE_EXPIRED: 'expired', INVITE_USED: 'used', INVITE_ACCEPTED: 'used',
  // Already a member: not a broken link, the server's own words say it.
  ALREADY_MEMBER: 'other',
  notFound: 'unknown', expired: 'expired', used: 'used', accepted: 'used',
};

/**
 * Why an invite cannot be read or accepted. The contract leaves the codes open, so both are read: a reason named
 * in the envelope's `data` (`reason`, `code` or `status`), else the HTTP status: 404 or 400 unknown, 410 expired,
 * 409 used, 401 signed out.
 */
export function inviteProblemOf(error: unknown): InviteProblem {
  const response = isAxiosError(error) ? error.response : undefined;
  const body = (response ? response.data : error) as { data?: Record<string, unknown> | null } | undefined;
  const data = body?.data;
  for (const field of ['reason', 'code', 'status']) {
    const named = data && typeof data[field] === 'string' ? NAMES[data[field] as string] : undefined;
    if (named) return named;
  }
  const status = response?.status ?? bodyCode(error);
  // 400: the token is not even in the shape the API issues (a link cut short in the mail).
  if (status === 404 || status === 400) return 'unknown';
  if (status === 410) return 'expired';
  if (status === 409) return 'used';
  if (status === 401) return 'signedOut';
  return 'other';
}
