import type { Query } from '@labmall/shared/data/query';
import { useQuery } from '@labmall/shared/hooks/use-request';

export type RequestStatus = 'idle' | 'loading' | 'ok' | 'error';

export interface BlockQueryState<T> {
  status: RequestStatus;
  data: T | undefined;
  error: unknown;
  retry: () => void;
}

/**
 * A page block's query as one status for `BlockState`. A `null` query means "nothing to ask for yet" (idle).
 * The answer comes from the page's query cache when the route's loader (or the server) already has it;
 * while another key loads, the block shows its skeleton, never the previous key's answer.
 */
export function useBlockQuery<T>(query: Query<T> | null): BlockQueryState<T> {
  const { data, error, loading, retry } = useQuery(query);
  if (query === null) return { status: 'idle', data: undefined, error: undefined, retry };
  if (loading) return { status: 'loading', data: undefined, error: undefined, retry };
  if (error) return { status: 'error', data: undefined, error, retry };
  return { status: 'ok', data, error: undefined, retry };
}
