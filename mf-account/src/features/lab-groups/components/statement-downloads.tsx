import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { downloadStatement } from '../api/download-statement';
import { STATEMENT_FILE_FORMATS, type StatementFileFormat } from '../api/statement-types';

/** The statement as files, in the shop's language; a failed download says so beside the buttons. */
export function StatementDownloads({ groupId, month, budgetId }: { groupId: number; month: string; budgetId: number | null }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<StatementFileFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const labels: Record<StatementFileFormat, string> = { pdf: t('labGroups.statements.downloadPdf'), xlsx: t('labGroups.statements.downloadXlsx') };
  const download = async (format: StatementFileFormat) => {
    setBusy(format);
    setFailed(false);
    try {
      await downloadStatement(groupId, month, budgetId, format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="lab-statement-downloads">
      {STATEMENT_FILE_FORMATS.map((format) => (
        <button key={format} type="button" className="button" onClick={() => void download(format)} disabled={busy !== null} aria-busy={busy === format || undefined}>
          {busy === format ? t('labGroups.statements.downloading') : labels[format]}
        </button>
      ))}
      {failed ? <p role="alert">{t('labGroups.statements.downloadFailed')}</p> : null}
    </div>
  );
}
