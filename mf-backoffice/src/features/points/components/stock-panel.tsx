import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { STOCK_REASONS, type StockReason } from '../../../lib/stock-ledger';
import { adjustPointsStock } from '../api/adjust-points-stock';
import { PointsLedger } from './points-ledger';

/** A good's stock: changed only by an adjustment with its reason (the catalogue's reasons and words), and its ledger. */
export function StockPanel({ productId, stock: initial }: { productId: number; stock: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [stock, setStock] = useState(initial);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<StockReason>('received');
  const [note, setNote] = useState('');
  const [ledgerVersion, setLedgerVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(delta);
    if (!Number.isInteger(amount) || amount === 0 || delta.trim() === '') return setResult({ error: t('backoffice.stock.deltaInvalid') });
    setBusy(true);
    setResult({});
    try {
      const answer = await adjustPointsStock({ productId, delta: amount, reason, note });
      setStock(answer.stock);
      setDelta('');
      setNote('');
      setResult({ done: t('backoffice.stock.done', { stock: answer.stock }) });
      setLedgerVersion((n) => n + 1);
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('backoffice.points.stock')}</h2>
      <p>{t('backoffice.stock.current', { stock })}</p>
      <form className="bo-form" aria-label={t('backoffice.points.stock')} onSubmit={(event) => void submit(event)} noValidate>
        <label className="bo-field">
          {t('backoffice.stock.delta')}
          <input type="number" step="1" value={delta} onChange={(e) => setDelta(e.target.value)} aria-describedby={`${id}-hint`} />
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
        <div className="bo-actions"><button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.stock.submit')}</button></div>
        <SaveResult error={result.error} done={result.done} />
      </form>
      <PointsLedger productId={productId} version={ledgerVersion} />
    </section>
  );
}
