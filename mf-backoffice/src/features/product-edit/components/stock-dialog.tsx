import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Dialog } from '../../../components/dialog';
import { readFailure } from '../../../lib/api-failure';
import type { Sku } from '../api/get-product';
import { adjustStock, STOCK_REASONS, type StockReason } from '../api/adjust-stock';
import { StockLedger } from './stock-ledger';
import { SaveResult } from '../../../components/form-alert';

/** A stock adjustment (delta, reason, note) for one SKU, and its ledger below; stock changes only this way. */
export function StockDialog({ sku, onClose, onChanged }: { sku: Sku; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<StockReason>('received');
  const [note, setNote] = useState('');
  const [stock, setStock] = useState(sku.stock);
  const [ledgerVersion, setLedgerVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(delta);
    if (!Number.isInteger(amount) || amount === 0) {
      setResult({ error: t('backoffice.stock.deltaInvalid') });
      return;
    }
    setBusy(true);
    setResult({});
    try {
      const answer = await adjustStock({ skuId: sku.id, delta: amount, reason, note });
      setStock(answer.stock);
      setDelta('');
      setNote('');
      setResult({ done: t('backoffice.stock.done', { stock: answer.stock }) });
      setLedgerVersion((n) => n + 1);
      onChanged();
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('backoffice.stock.title', { code: sku.code })} onClose={onClose}>
      <p>{t('backoffice.stock.current', { stock })}</p>
      <form className="bo-form" onSubmit={(event) => void submit(event)}>
        <label className="bo-field">
          {t('backoffice.stock.delta')}
          <input type="number" step="1" required value={delta} onChange={(e) => setDelta(e.target.value)} aria-describedby={`${id}-hint`} />
        </label>
        <p id={`${id}-hint`} className="form-hint">{t('backoffice.stock.deltaHint')}</p>
        <label className="bo-field">
          {t('backoffice.stock.reason')}
          <select value={reason} onChange={(e) => setReason(e.target.value as StockReason)}>
            {STOCK_REASONS.map((r) => <option key={r} value={r}>{t(`backoffice.stock.reasons.${r}`)}</option>)}
          </select>
        </label>
        <label className="bo-field">
          {t('backoffice.stock.note')}
          <textarea rows={2} maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>
        <div className="bo-actions">
          <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.stock.submit')}</button>
          <button type="button" className="button" onClick={onClose}>{t('common.close')}</button>
        </div>
        <SaveResult error={result.error} done={result.done} />
      </form>
      <StockLedger skuId={sku.id} version={ledgerVersion} />
    </Dialog>
  );
}
