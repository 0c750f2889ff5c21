import { useSearchParams } from '@labmall/shared/router';
import { goodsParams, readGoodsQuery, type GoodsQuery } from '../api/get-points-goods';

/** The goods list's state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export function useGoodsUrl() {
  const [search, setSearch] = useSearchParams();
  const query = readGoodsQuery(search);
  const update = (change: Partial<GoodsQuery>) => {
    // A new filter or sort starts again at page 1; only a page change keeps the rest.
    const next = { ...query, ...('page' in change ? {} : { page: 1 }), ...change };
    setSearch(new URLSearchParams(goodsParams(next)));
  };
  return { query, update };
}
