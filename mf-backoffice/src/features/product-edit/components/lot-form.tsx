import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../../../lib/api-failure';
import type { Lot, LotResult } from '../api/get-product';
import { saveLot } from '../api/save-lot';
import { SaveResult } from '../../../components/form-alert';

const RESULT_FIELDS = ['test', 'spec', 'result', 'method'] as const;
const blankLot = (): Omit<Lot, 'id'> => ({ lotNumber: '', manufacturedOn: '', expiresOn: '', quantity: 1, results: [] });

/** One lot of a SKU: number, dates, quantity and the certificate's result rows; saved on its own. */
export function LotForm({ skuId, lot, onSaved }: { skuId: number; lot: Lot | null; onSaved: () => void }) {
  const { t } = useTranslation();
  // Only the fields lot/save takes: the record also carries id and `remaining` (units not shipped yet).
  const [draft, setDraft] = useState<Omit<Lot, 'id'>>(() => (lot
    ? { lotNumber: lot.lotNumber, manufacturedOn: lot.manufacturedOn, expiresOn: lot.expiresOn, quantity: lot.quantity, results: lot.results.map((r) => ({ test: r.test, spec: r.spec, result: r.result, method: r.method })) }
    : blankLot()));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const name = lot?.lotNumber || t('backoffice.lots.new');
  const setResultRow = (index: number, change: Partial<LotResult>) =>
    setDraft((d) => ({ ...d, results: d.results.map((row, i) => (i === index ? { ...row, ...change } : row)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult({});
    try {
      await saveLot({ ...draft, skuId, ...(lot ? { id: lot.id } : {}) });
      setResult({ done: t('backoffice.lots.saved') });
      onSaved();
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="bo-form" onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend>{name}</legend>
        <div className="bo-filters">
          <label className="bo-field">{t('backoffice.lots.lotNumber')}
            <input required maxLength={64} value={draft.lotNumber} onChange={(e) => setDraft({ ...draft, lotNumber: e.target.value })} />
          </label>
          <label className="bo-field">{t('backoffice.lots.manufacturedOn')}
            <input type="date" required value={draft.manufacturedOn} onChange={(e) => setDraft({ ...draft, manufacturedOn: e.target.value })} />
          </label>
          <label className="bo-field">{t('backoffice.lots.expiresOn')}
            <input type="date" required value={draft.expiresOn} onChange={(e) => setDraft({ ...draft, expiresOn: e.target.value })} />
          </label>
          <label className="bo-field">{t('backoffice.lots.quantity')}
            <input type="number" min="1" step="1" required value={draft.quantity} onChange={(e) => setDraft({ ...draft, quantity: Number(e.target.value) })} />
          </label>
        </div>
        <table className="bo-table">
          <caption>{t('backoffice.lots.results')}</caption>
          <thead>
            <tr>
              {RESULT_FIELDS.map((f) => <th key={f} scope="col">{t(`backoffice.lots.columns.${f}`)}</th>)}
              <th scope="col"><span className="visually-hidden">{t('backoffice.common.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {draft.results.map((row, index) => (
              <tr key={index}>
                {RESULT_FIELDS.map((f) => (
                  <td key={f}>
                    <input aria-label={`${t(`backoffice.lots.columns.${f}`)} ${index + 1}`} value={row[f]} onChange={(e) => setResultRow(index, { [f]: e.target.value })} />
                  </td>
                ))}
                <td>
                  <button type="button" className="button" aria-label={t('backoffice.lots.removeResult', { n: index + 1 })}
                    onClick={() => setDraft((d) => ({ ...d, results: d.results.filter((_, i) => i !== index) }))}>
                    {t('backoffice.common.remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="bo-actions">
          <button type="button" className="button" onClick={() => setDraft((d) => ({ ...d, results: [...d.results, { test: '', spec: '', result: '', method: '' }] }))}>
            {t('backoffice.lots.addResult')}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.lots.save')}</button>
        </div>
        <SaveResult error={result.error} done={result.done} />
      </fieldset>
    </form>
  );
}
