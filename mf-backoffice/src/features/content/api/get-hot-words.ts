import { useRequest } from '@labmall/shared/hooks/use-request';
import { staffGet } from '../../../lib/staff-api';
import type { PartialText } from './get-article';

export interface HotWord { id: number; version: string; word: PartialText; sort: number }

/** GET /api/backoffice/content/hotwords (content): the search box's words, in their order. */
export const getHotWords = () => staffGet<HotWord[]>('/api/backoffice/content/hotwords');
export const useHotWords = (reload: number) => useRequest(`backoffice-hotwords|${reload}`, getHotWords);
