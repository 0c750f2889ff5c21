import { formatPrice } from '@labmall/shared/format/currency';

/** A quotation's amount in yuan; a dash until staff have quoted it. */
export const money = (yuan: number | null) => (yuan === null ? '—' : formatPrice(yuan));
