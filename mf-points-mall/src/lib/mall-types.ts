/** The points mall's API shapes (docs/points-api.md). Points are whole numbers; money (coupons) in fen. */
export type GoodsKind = 'physical' | 'coupon';

export interface CampaignPrice { campaignId: number; name: string; points: number; endsAt: string }

export interface GoodsCard {
  id: number;
  kind: GoodsKind;
  categoryId: number;
  name: string;
  image: string;
  /** What one unit costs now (the campaign price while one runs). */
  points: number;
  listPoints: number;
  stock: number;
  campaign: CampaignPrice | null;
}

export interface GoodsDetail extends GoodsCard {
  categoryName: string;
  description: string;
  images: string[];
  perAccountLimit: number;
  onSale: boolean;
  availableFrom: string | null;
  availableTo: string | null;
  available: boolean;
  coupon: { amount: number; threshold: number; validDays: number } | null;
}

export interface MallCategory { id: number; code: string; name: string }

export interface Campaign {
  id: number;
  name: string;
  description: string;
  banner: string;
  startsAt: string;
  endsAt: string;
  running: boolean;
  items: GoodsCard[];
}

export interface AnnouncementSummary { id: number; title: string; pinned: boolean; publishedAt: string }
export interface Announcement extends AnnouncementSummary { body: string }

export interface Page<T> { items: T[]; total: number; page: number; pageSize: number }
