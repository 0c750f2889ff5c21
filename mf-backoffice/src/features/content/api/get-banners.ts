import { useRequest } from '@labmall/shared/hooks/use-request';
import type { Localized } from '../../../lib/localized';
import { staffGet } from '../../../lib/staff-api';

export interface Banner {
  id: number;
  version: string;
  kind: 'carousel' | 'service';
  title: Localized;
  subtitle: Localized;
  image: string;
  link: string;
  sort: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

/** GET /api/backoffice/content/banners (content): every home banner, shown or not, by kind and order. */
export const getBanners = () => staffGet<Banner[]>('/api/backoffice/content/banners');
export const useBanners = (reload: number) => useRequest(`backoffice-banners|${reload}`, getBanners);
