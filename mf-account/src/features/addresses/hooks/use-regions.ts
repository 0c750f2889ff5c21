import { useRequest } from '@labmall/shared/hooks/use-request';
import { loadRegions } from '../model/regions';

/** The province / city / district lists, loaded when the first address form mounts (then cached). */
export function useRegions() {
  return useRequest('regions', loadRegions);
}
