import type { ActionNotice as Notice } from '../hooks/use-order-actions';
import { BuyAgainReport } from './buy-again-report';

/**
 * The result of the last order action. Both live regions are always in the page (a region added together
 * with its text is often not read): successes politely, failures as an alert.
 */
export function ActionNotice({ notice }: { notice: Notice | null }) {
  return (
    <div className="orders-notice">
      <div role="status" className={notice && notice.kind !== 'failed' ? 'orders-notice-done' : undefined}>
        {notice?.kind === 'done' ? <p>{notice.text}</p> : null}
        {notice?.kind === 'buyAgain' ? <BuyAgainReport report={notice.report} /> : null}
      </div>
      <div role="alert" className={notice?.kind === 'failed' ? 'orders-notice-failed' : undefined}>
        {notice?.kind === 'failed' ? <p>{notice.text}</p> : null}
      </div>
    </div>
  );
}
