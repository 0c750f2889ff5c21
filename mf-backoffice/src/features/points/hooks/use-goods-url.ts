import { useListUrl } from '../../../lib/use-list-url';
import { goodsParams, readGoodsQuery } from '../api/get-points-goods';

/** The goods list's state from the URL, and a way to change it (each change is a history entry, so back undoes it). */
export const useGoodsUrl = () => useListUrl(readGoodsQuery, goodsParams);
