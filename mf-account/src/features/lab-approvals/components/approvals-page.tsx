import { useState } from 'react';
import type { ApprovalBox } from '../api/approval-types';
import { ApprovalList } from './approval-list';
import { ApprovalTabs, panelId, tabId } from './approval-tabs';
import './lab-approvals.css';

/** The approvals page: the requests waiting for the shopper's decision, and the shopper's own requests. */
export function ApprovalsPage({ initialBox = 'toDecide' }: { initialBox?: ApprovalBox }) {
  const [box, setBox] = useState<ApprovalBox>(initialBox);
  return (
    <div className="approvals">
      <ApprovalTabs box={box} onChoose={setBox} />
      <div role="tabpanel" id={panelId(box)} aria-labelledby={tabId(box)} tabIndex={0} className="approvals-panel">
        <ApprovalList key={box} box={box} />
      </div>
    </div>
  );
}
