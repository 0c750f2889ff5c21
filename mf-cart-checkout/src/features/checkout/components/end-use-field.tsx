import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { END_USE_MAX, END_USE_MIN, type EndUseError } from '../lib/end-use-schema';

interface EndUseFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: EndUseError | null;
  /** Changes with every refused declaration (the page's check or the server's), so the field gets the focus each time. */
  focusCount: number;
}

/** The required end-use declaration of an order holding a regulated chemical (10–500 characters after trimming). */
export function EndUseField({ value, onChange, error, focusCount }: EndUseFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusCount > 0) field.current?.focus();
  }, [focusCount]);
  const errors: Record<EndUseError, string> = {
    required: t('checkout.regulated.endUse.required'),
    tooShort: t('checkout.regulated.endUse.tooShort', { min: END_USE_MIN }),
    tooLong: t('checkout.regulated.endUse.tooLong', { max: END_USE_MAX }),
  };
  const describedBy = [`${id}-hint`, `${id}-counter`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('checkout.regulated.endUse.title')}</h2>
      <div className="form-field">
        <label htmlFor={id}>{t('checkout.regulated.endUse.label')}</label>
        <p id={`${id}-hint`} className="form-hint">{t('checkout.regulated.endUse.hint', { min: END_USE_MIN, max: END_USE_MAX })}</p>
        <textarea
          id={id} ref={field} value={value} maxLength={END_USE_MAX} rows={4} required
          aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${id}-counter`} className="form-hint">{t('checkout.regulated.endUse.counter', { used: value.trim().length, min: END_USE_MIN, max: END_USE_MAX })}</p>
        {error ? <p id={`${id}-error`} className="form-error">{errors[error]}</p> : null}
      </div>
    </section>
  );
}
