/** The GHS fields of GET /api/product/get (docs/safety-documents-api.md). */
export interface ProductHazard {
  pictograms: string[];
  signalWord: 'danger' | 'warning' | null;
  statements: Array<{ code: string; text: string }>;
  unNumber: string | null;
}

/** What the hazard section needs of the product. */
export interface ProductSafetyData {
  id: number;
  hazard: ProductHazard | null;
  /** API language codes (zh, en, ja, ko) that have a safety data sheet. */
  sdsLanguages: string[];
}

/** GET /api/safety/certificate: one lot's certificate of analysis, texts in the request's language. */
export interface Certificate {
  lotNumber: string;
  product: { id: number; name: string; casNumber: string | null; formula: string | null };
  sku: { code: string; spec: string; packageSize: string };
  manufacturedOn: string;
  expiresOn: string;
  results: Array<{ test: string; name: string; spec: string; result: string; method: string }>;
  pdfUrl: string;
}
