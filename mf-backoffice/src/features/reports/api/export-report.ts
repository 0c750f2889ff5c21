import { downloadFile } from '@labmall/shared/api/download-file';
import type { ReportName } from '../model/reports';

export type ExportFormat = 'csv' | 'xlsx';

/** GET /api/backoffice/reports/<report>/export: the report's tables as a file, for the same parameters as shown. */
export const reportExportPath = (report: ReportName, format: ExportFormat, params: Record<string, string>) =>
  `/api/backoffice/reports/${report}/export?${new URLSearchParams({ format, ...params }).toString()}`;

/** Saves the export; fetched with the staff sign-in (a plain link cannot carry the Bearer token). */
export const exportReport = (report: ReportName, format: ExportFormat, params: Record<string, string>) =>
  downloadFile(reportExportPath(report, format, params), `${report}-${params.from}-${params.to}.${format}`);
