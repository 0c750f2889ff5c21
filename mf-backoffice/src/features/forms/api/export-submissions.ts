import { downloadFile } from '@labmall/shared/api/download-file';

/**
 * GET /api/backoffice/support/forms/export (support): the form's submissions as CSV — the command line's export, with
 * cells that would start a spreadsheet formula quoted — saved as form-<id>.csv.
 */
export async function exportSubmissions(formId: string) {
  await downloadFile(`/api/backoffice/support/forms/export?formId=${encodeURIComponent(formId)}`, `form-${formId}.csv`);
}
