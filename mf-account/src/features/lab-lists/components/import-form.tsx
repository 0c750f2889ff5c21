import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { importLabList } from '../api/import-lab-list';
import type { ImportRowError, LabList } from '../api/lab-list-types';
import { importErrorsOf } from '../model/import-errors';
import { ImportErrorTable } from './import-error-table';

/**
 * Import a CSV or XLSX of SKU codes and quantities, into a new list (asks its name) or onto `listId`.
 * A refused file shows every bad row by line number; the server applied nothing.
 */
export function ImportForm({ listId, onImported }: { listId?: number; onImported: (list: LabList) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; rows: ImportRowError[] } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return setFailure({ message: t('labLists.import.fileRequired'), rows: [] });
    if (listId === undefined && name.trim() === '') return setFailure({ message: t('labLists.nameRequired'), rows: [] });
    setBusy(true);
    setFailure(null);
    try {
      onImported(await importLabList(listId === undefined ? { name: name.trim() } : { listId }, file));
    } catch (error) {
      setFailure({ message: apiErrorMessage(error, t('labLists.import.failed')), rows: importErrorsOf(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="lab-import" onSubmit={(event) => void submit(event)} aria-labelledby={`${hintId}-title`}>
      <h2 id={`${hintId}-title`}>{t(listId === undefined ? 'labLists.import.titleNew' : 'labLists.import.titleInto')}</h2>
      <p id={hintId} className="lab-hint">{t('labLists.import.hint')}</p>
      {listId === undefined ? (
        <label>
          {t('labLists.name')}
          <input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
        </label>
      ) : null}
      <label>
        {t('labLists.import.file')}
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-describedby={hintId}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <button type="submit" className="button" disabled={busy}>{t('labLists.import.submit')}</button>
      <div aria-live="polite">
        {failure ? (
          <div role="alert" className="lab-import-failure">
            <p className="form-error">{failure.message}</p>
            {failure.rows.length > 0 ? <ImportErrorTable rows={failure.rows} /> : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
