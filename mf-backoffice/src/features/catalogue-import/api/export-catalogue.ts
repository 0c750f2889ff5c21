import { downloadFile } from '@labmall/shared/api/download-file';

export type ExportFormat = 'csv' | 'xlsx';

/** GET /api/backoffice/catalogue/export (catalogue): the whole catalogue, one row per SKU, saved as a file. */
export const exportCatalogue = (format: ExportFormat): Promise<void> =>
  downloadFile(`/api/backoffice/catalogue/export?format=${format}`, `catalogue-${new Date().toISOString().slice(0, 10)}.${format}`);
