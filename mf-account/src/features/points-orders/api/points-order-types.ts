/** docs/account-api.md "Points orders": the states of a points-mall exchange, in the order the filter offers them. */
export const POINTS_ORDER_STATUSES = ['pending', 'shipped', 'completed', 'cancelled'] as const;
export type PointsOrderStatus = (typeof POINTS_ORDER_STATUSES)[number];

export interface PointsOrderItem {
  productId: number;
  /** In the shopper's language. */
  name: string;
  image: string;
  /** Points per unit. */
  points: number;
  quantity: number;
}

/** One exchange of GET /api/points-order/list. */
export interface PointsOrderSummary {
  orderNo: string;
  status: PointsOrderStatus;
  pointsAmount: number;
  createdAt: string;
  /** The total quantity of all items. */
  itemCount: number;
  items: PointsOrderItem[];
}

export interface PointsOrderAddress {
  receiver: string;
  mobile: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  postcode: string;
}

/** GET /api/points-order/detail; the dates of steps not (yet) taken are null. */
export interface PointsOrderDetail {
  orderNo: string;
  status: PointsOrderStatus;
  pointsAmount: number;
  note: string;
  /** null for virtual goods: nothing is shipped. */
  address: PointsOrderAddress | null;
  items: PointsOrderItem[];
  createdAt: string;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
}
