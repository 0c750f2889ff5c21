/** The shapes of docs/lab-lists-api.md (api/src/modules/lab-lists/schemas.ts); money in yuan. */
export interface LabListSummary {
  id: number;
  name: string;
  lineCount: number;
  updatedAt: string;
}

export type LineState = 'available' | 'short_of_stock' | 'out_of_stock' | 'off_sale';

export interface LabListLine {
  id: number;
  skuId: number;
  skuCode: string;
  productId: number;
  name: string;
  spec: string;
  image: string;
  price: number;
  stock: number;
  quantity: number;
  state: LineState;
}

export interface LabList {
  id: number;
  name: string;
  updatedAt: string;
  lines: LabListLine[];
}

export type CartOutcome = 'added' | 'short_of_stock' | 'out_of_stock' | 'off_sale' | 'cart_full';

/** One line of "add all to cart": `added` of `requested` went in. */
export interface CartReportLine {
  lineId: number;
  skuId: number;
  skuCode: string;
  name: string;
  requested: number;
  added: number;
  status: CartOutcome;
}

/** A bad row of an imported file, by its line number. */
export interface ImportRowError {
  line: number;
  code: string;
  message: string;
  value?: string;
}
