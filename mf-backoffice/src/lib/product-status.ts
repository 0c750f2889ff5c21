/** A product's sale status (docs/backoffice-api.md: products/status). */
export const PRODUCT_STATUSES = ['on_sale', 'off_sale'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
