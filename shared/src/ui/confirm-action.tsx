import { useEffect, useId, useRef, useState } from 'react';

interface ConfirmActionProps {
  /** Visible text of the first button ("Delete", "Cancel order"). */
  label: string;
  /** Its accessible name when the text alone is ambiguous ("Delete Lithium foil"). */
  accessibleLabel?: string;
  /** The question asked before acting ("Remove this item from your cart?"). */
  question: string;
  confirmLabel: string;
  /** The button that goes back without acting ("Cancel", "Keep order"). */
  dismissLabel: string;
  onConfirm: () => void;
  /** Nothing to act on (no line selected): the first button is disabled. */
  disabled?: boolean;
  /** Another action is running: the first button ignores clicks but keeps the focus (a disabled one drops it). */
  busy?: boolean;
  /** Read with the first button and "confirm" (e.g. the id of an order's number, when a page lists several). */
  describedBy?: string;
}

/**
 * An action that cannot be undone, asked twice in place: the button turns into the question with "confirm"
 * and "dismiss". Focus moves to "confirm"; Escape or "dismiss" go back to the button. It brings no styles:
 * the page styles `.confirm-action`, `.confirm-action-question` and `.button-danger` in its own scope.
 */
export function ConfirmAction({
  label, accessibleLabel, question, confirmLabel, dismissLabel, onConfirm, disabled = false, busy = false, describedBy,
}: ConfirmActionProps) {
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

  const dismiss = () => {
    returnFocus.current = true;
    setAsking(false);
  };

  if (!asking) {
    return (
      <button
        ref={openerRef} type="button" className="button" aria-label={accessibleLabel} aria-describedby={describedBy}
        disabled={disabled} aria-disabled={busy || undefined} onClick={() => busy || setAsking(true)}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="confirm-action" role="group" aria-labelledby={questionId} onKeyDown={(event) => event.key === 'Escape' && dismiss()}>
      <span id={questionId} className="confirm-action-question">{question}</span>
      <button
        ref={confirmRef}
        type="button"
        className="button button-danger"
        aria-describedby={describedBy}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="button" onClick={dismiss}>{dismissLabel}</button>
    </span>
  );
}
