/** GET /api/productcomment/list items and the POST /api/productcomment/comment answer (docs/catalog-api.md). */
export interface Review {
  id: number;
  authorName: string;
  /** 1–5 */
  rating: number;
  content: string;
  /** ISO date-time */
  createdAt: string;
}

export interface ReviewPage {
  items: Review[];
  total: number;
  page: number;
  pageSize: number;
}

export const REVIEW_MAX_LENGTH = 500;
