import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

interface ConfirmActionProps {
  /** Visible text of the first button ("Delete"). */
  label: string;
  /** Its accessible name when the text alone is ambiguous ("Delete Lithium foil"). */
  accessibleLabel?: string;
  /** The question asked before acting ("Remove this item from your cart?"). */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/**
 * A destructive action asked twice, in place: the button turns into the question with "confirm" and
 * "cancel" (there is no undo). Focus moves to "confirm"; Escape or "cancel" go back to the button.
 */
export function ConfirmAction({ label, accessibleLabel, question, confirmLabel, onConfirm, disabled = false }: ConfirmActionProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (returnFocus.current) openerRef.current?.focus();
    returnFocus.current = false;
  }, [asking]);

  const cancel = () => {
    returnFocus.current = true;
    setAsking(false);
  };

  if (!asking) {
    return (
      <button ref={openerRef} type="button" className="button" aria-label={accessibleLabel} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span className="confirm-action" role="group" aria-labelledby={questionId} onKeyDown={(event) => event.key === 'Escape' && cancel()}>
      <span id={questionId} className="confirm-action-question">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className="button button-danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="button" onClick={cancel}>{t('cart.page.cancel')}</button>
    </span>
  );
}
