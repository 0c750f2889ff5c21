import { useTranslation } from '@labmall/shared/i18n/react';
import type { RejectReason } from '../api/cart-types';
import type { QuickOrderItem, QuickOrderParse, QuickOrderProblem } from '../lib/parse-quick-order';
import { useRejectReasonText } from '../hooks/use-reject-reason-text';

export type QuickOrderReport =
  | { kind: 'malformed'; lines: QuickOrderParse['malformed'] }
  | { kind: 'message'; text: string }
  | { kind: 'sent'; added: QuickOrderItem[]; refused: { item: QuickOrderItem; reason: RejectReason }[] };

function useProblemText(): (problem: QuickOrderProblem) => string {
  const { t } = useTranslation();
  const texts: Record<QuickOrderProblem, string> = {
    badCode: t('cart.quickOrder.badCode'),
    badQuantity: t('cart.quickOrder.badQuantity'),
    tooManyFields: t('cart.quickOrder.tooManyFields'),
  };
  return (problem) => texts[problem];
}

/** What the last quick order came to: lines to fix before sending, or what was added and what was not (and why). */
export function QuickOrderReportView({ report }: { report: QuickOrderReport | null }) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const reasonText = useRejectReasonText();
  if (!report) return null;
  if (report.kind === 'message') return <p className="quick-order-error">{report.text}</p>;
  if (report.kind === 'malformed') {
    return (
      <div className="quick-order-error">
        <p>{t('cart.quickOrder.fixLines', { count: report.lines.length })}</p>
        <ul>
          {report.lines.map((line) => (
            <li key={line.lineNumber}>{t('cart.quickOrder.lineProblem', { line: line.lineNumber, text: line.text, problem: problemText(line.problem) })}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="quick-order-result">
      {report.added.length > 0 ? (
        <>
          <p>{t('cart.quickOrder.added', { count: report.added.length })}</p>
          <ul className="quick-order-added">
            {report.added.map((item) => (
              <li key={item.lineNumber}>{t('cart.quickOrder.addedLine', { code: item.skuCode, quantity: item.quantity })}</li>
            ))}
          </ul>
        </>
      ) : null}
      {report.refused.length > 0 ? (
        <>
          <p>{t('cart.quickOrder.refused', { count: report.refused.length })}</p>
          <ul className="quick-order-refused">
            {report.refused.map(({ item, reason }) => (
              <li key={item.lineNumber}>{t('cart.quickOrder.refusedLine', { line: item.lineNumber, code: item.skuCode, reason: reasonText(reason) })}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
