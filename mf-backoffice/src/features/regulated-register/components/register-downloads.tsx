import { useState, type MouseEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { downloadRegister, registerFilePath, type RegisterFormat } from '../api/get-register';
import type { RegisterRange } from '../model/register-range';

/**
 * The register as XLSX or CSV for the range shown. Links, so they read and copy as what they are; a click fetches
 * the file with the staff sign-in (as the reports' exports do), which a browser's plain link would not send.
 */
export function RegisterDownloads({ range }: { range: RegisterRange }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<RegisterFormat | null>(null);
  const [failed, setFailed] = useState(false);
  const save = async (event: MouseEvent, format: RegisterFormat) => {
    event.preventDefault();
    if (busy) return;
    setBusy(format);
    setFailed(false);
    try {
      await downloadRegister(range, format);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="bo-actions">
      {(['xlsx', 'csv'] as const).map((format) => (
        <a key={format} className="button" href={registerFilePath(range, format)} aria-busy={busy === format || undefined} onClick={(e) => void save(e, format)}>
          {t(`backoffice.regulatedRegister.export.${format}`)}
        </a>
      ))}
      {failed ? <p role="alert" className="bo-error">{t('backoffice.regulatedRegister.export.failed')}</p> : null}
    </div>
  );
}
