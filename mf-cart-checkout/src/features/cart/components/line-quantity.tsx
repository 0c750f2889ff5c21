import { useId, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { checkQuantity } from '../lib/cart-line-rules';

interface LineQuantityProps {
  /** The product's name, so every stepper on the page has its own label. */
  name: string;
  value: number;
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − / typed number / + within 1..max. A typed value counts when the field is left or Enter pressed: over
 * the limit it becomes the limit, anything else that is not a whole number ≥ 1 is refused and the field
 * shows its last value again, with a note saying why.
 */
export function LineQuantity({ name, value, max, disabled = false, onChange }: LineQuantityProps) {
  const { t } = useTranslation();
  const id = useId();
  // What is being typed, until it is committed; otherwise the field shows the line's quantity as it is.
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const set = (quantity: number) => {
    setNote('');
    setDraft(null);
    if (quantity !== value) onChange(quantity);
  };
  const commitTyped = () => {
    if (draft === null || draft === String(value)) return setDraft(null);
    const check = checkQuantity(draft, max);
    if (check.ok) return set(check.quantity);
    if (check.reason === 'tooBig') {
      set(max);
      return setNote(t('cart.line.capped', { max }));
    }
    setDraft(null);
    setNote(t('cart.line.wholeNumber', { max }));
  };

  return (
    <div className="line-quantity">
      <label className="visually-hidden" htmlFor={id}>{t('cart.line.quantityOf', { name })}</label>
      <div className="line-quantity-controls">
        <button type="button" className="button" disabled={disabled || value <= 1} aria-label={t('cart.line.decrease', { name })}
          onClick={() => set(Math.min(value - 1, max))}>−</button>
        <input id={id} type="text" inputMode="numeric" pattern="[0-9]*" value={draft ?? String(value)} disabled={disabled}
          aria-describedby={`${id}-note`} onChange={(event) => setDraft(event.target.value)} onBlur={commitTyped}
          onKeyDown={(event) => event.key === 'Enter' && commitTyped()} />
        <button type="button" className="button" disabled={disabled || value >= max} aria-label={t('cart.line.increase', { name })}
          onClick={() => set(value + 1)}>+</button>
      </div>
      <p id={`${id}-note`} className="line-quantity-note" aria-live="polite">
        {note || (max > 0 && !disabled ? t('cart.line.max', { max }) : '')}
      </p>
    </div>
  );
}
