import { useCallback, useState } from 'react';
import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Address } from '../api/address-types';
import { getAddresses } from '../api/get-addresses';

const loadAddresses = (signal: AbortSignal) => getAddresses(signal);

/**
 * The shopper's addresses. After a change the page either shows the list the server answered (set default)
 * or what is left (delete) until the reload arrives; a newer answer from the server always wins.
 */
export function useAddresses() {
  const request = useRequest('addresses', loadAddresses);
  const [shown, setShown] = useState<{ base: Address[] | undefined; items: Address[] } | null>(null);
  const items = shown && shown.base === request.data ? shown.items : request.data;
  const { data } = request;
  const show = useCallback((next: Address[]) => setShown({ base: data, items: next }), [data]);
  return { items, error: request.error, loading: request.loading, reload: request.retry, show };
}
