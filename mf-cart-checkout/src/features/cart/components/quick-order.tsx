import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import type { AddOutcome } from '../api/cart-types';
import type { BatchItem } from '../api/batch-add-to-cart';
import { MAX_QUICK_ORDER_LINES, parseQuickOrder, type QuickOrderItem } from '../lib/parse-quick-order';
import { QuickOrderReportView, type QuickOrderReport } from './quick-order-report';

/** Builds the report of a sent batch; the refused lines (by their index in the request) stay in the box. */
function settle(items: QuickOrderItem[], outcome: Extract<AddOutcome, { kind: 'added' }>) {
  const reasons = new Map(outcome.rejected.map((r) => [r.index, r.reason]));
  const refused = items.flatMap((item, index) => (reasons.has(index) ? [{ item, reason: reasons.get(index)! }] : []));
  const report: QuickOrderReport = { kind: 'sent', added: items.filter((_, index) => !reasons.has(index)), refused };
  return { report, keep: refused.map(({ item }) => item.text).join('\n') };
}

/** A box for pasting "SKU-code quantity" lines (e.g. from a spreadsheet), added to the cart in one batch. */
export function QuickOrder({ onAdd }: { onAdd: (items: BatchItem[]) => Promise<AddOutcome> }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<QuickOrderReport | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = parseQuickOrder(text);
    const count = parsed.items.length + parsed.malformed.length;
    if (count === 0) return setReport({ kind: 'message', text: t('cart.quickOrder.empty') });
    if (parsed.tooMany) return setReport({ kind: 'message', text: t('cart.quickOrder.tooMany', { max: MAX_QUICK_ORDER_LINES, count }) });
    // Nothing is sent while a line is wrong: the buyer fixes it first, so the report maps to one paste.
    if (parsed.malformed.length > 0) return setReport({ kind: 'malformed', lines: parsed.malformed });
    setBusy(true);
    setReport(null);
    try {
      const outcome = await onAdd(parsed.items.map(({ skuCode, quantity }) => ({ skuCode, quantity })));
      if (outcome.kind === 'signedOut') return setReport({ kind: 'message', text: t('cart.quickOrder.signIn') });
      const { report: sent, keep } = settle(parsed.items, outcome);
      setText(keep);
      setReport(sent);
    } catch (error) {
      setReport({ kind: 'message', text: apiErrorMessage(error, t('cart.quickOrder.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="quick-order" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('cart.quickOrder.title')}</h2>
      <form onSubmit={(event) => void submit(event)}>
        <label htmlFor={id}>{t('cart.quickOrder.label')}</label>
        <p id={`${id}-hint`} className="quick-order-hint">{t('cart.quickOrder.hint', { max: MAX_QUICK_ORDER_LINES })}</p>
        <textarea id={id} rows={6} value={text} spellCheck={false} aria-describedby={`${id}-hint`}
          placeholder={'LM-0903-0001-25G\t2\nLM-0101-0002-V1, 1'} onChange={(event) => setText(event.target.value)} />
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('cart.adding') : t('cart.quickOrder.submit')}
        </button>
      </form>
      <div role="status" aria-live="polite">
        <QuickOrderReportView report={report} />
      </div>
    </section>
  );
}
