import { staffPost } from '../../../lib/staff-api';

/** The dry-run report of a catalogue file: what applying it would do, and each refused row with its reason. */
export interface ImportReport {
  importId: string;
  rows: number;
  create: number;
  update: number;
  unchanged: number;
  refused: Array<{ row: number; column: string; reason: string }>;
}

/** POST /api/backoffice/catalogue/import/check (catalogue): one .csv or .xlsx file; writes nothing. */
export async function checkImport(file: File): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  return staffPost<ImportReport>('/api/backoffice/catalogue/import/check', form);
}
