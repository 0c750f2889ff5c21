import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { ApprovalBox } from '../api/approval-types';

export const BOXES: readonly ApprovalBox[] = ['toDecide', 'mine'];
export const tabId = (box: ApprovalBox) => `approvals-tab-${box}`;
export const panelId = (box: ApprovalBox) => `approvals-panel-${box}`;

/**
 * "To approve" and "My requests" as an ARIA tab list: the chosen tab is the only one in the tab order, the arrow
 * keys (and Home/End) move to the other one and choose it (WAI-ARIA tabs pattern, automatic activation).
 */
export function ApprovalTabs({ box, onChoose }: { box: ApprovalBox; onChoose: (box: ApprovalBox) => void }) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<ApprovalBox, HTMLButtonElement | null>>>({});
  const labels: Record<ApprovalBox, string> = { toDecide: t('approvals.tabs.toDecide'), mine: t('approvals.tabs.mine') };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = BOXES.indexOf(box);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: BOXES.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const chosen = BOXES[(next + BOXES.length) % BOXES.length]!;
    onChoose(chosen);
    refs.current[chosen]?.focus();
  };

  return (
    <div role="tablist" aria-label={t('approvals.tabs.label')} className="approvals-tabs" onKeyDown={onKeyDown}>
      {BOXES.map((each) => (
        <button
          key={each} ref={(element) => { refs.current[each] = element; }} type="button" role="tab" id={tabId(each)}
          aria-selected={each === box} aria-controls={panelId(each)} tabIndex={each === box ? 0 : -1}
          className="approvals-tab" onClick={() => onChoose(each)}
        >
          {labels[each]}
        </button>
      ))}
    </div>
  );
}
