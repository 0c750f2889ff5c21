import { useId } from 'react';
import { useStateResetWhen } from '@labmall/shared/hooks/use-state-reset-when';
import { useTranslation } from '@labmall/shared/i18n/react';
import { clampQuantity } from '../lib/sku-rules';

interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** − / typed number / +, always within 1..max; a typed value is clamped when the field is left or Enter pressed. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useStateResetWhen(value, (quantity) => String(quantity));

  const commit = (next: number) => {
    const clamped = clampQuantity(next, max);
    setDraft(String(clamped));
    onChange(clamped);
  };

  return (
    <div className="quantity-stepper">
      <label htmlFor={id}>{t('catalog.product.quantity')}</label>
      <div className="quantity-controls">
        <button type="button" className="button" onClick={() => commit(value - 1)} disabled={disabled || value <= 1} aria-label={t('catalog.product.decrease')}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(Number.parseInt(draft, 10))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(Number.parseInt(draft, 10));
          }}
        />
        <button type="button" className="button" onClick={() => commit(value + 1)} disabled={disabled || value >= max} aria-label={t('catalog.product.increase')}>
          +
        </button>
      </div>
      {max > 0 ? <p className="form-hint">{t('catalog.product.maxQuantity', { max })}</p> : null}
    </div>
  );
}
