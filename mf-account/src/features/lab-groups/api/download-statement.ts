import { downloadFile } from '@labmall/shared/api/download-file';
import type { StatementFileFormat } from './statement-types';

/** GET /api/lab-groups/:id/statements/export as a file (signed in, so fetched and saved as a blob), in the shop's language. */
export function downloadStatement(groupId: number, month: string, budgetId: number | null, format: StatementFileFormat): Promise<void> {
  const query = new URLSearchParams({ month, format, ...(budgetId === null ? {} : { budgetId: String(budgetId) }) });
  return downloadFile(`/api/lab-groups/${groupId}/statements/export?${query.toString()}`, `statement-${groupId}-${budgetId ?? 'all'}-${month}.${format}`);
}
