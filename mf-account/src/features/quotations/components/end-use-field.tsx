import { useId, type Ref } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { END_USE_MAX, END_USE_MIN, type EndUseError } from '../model/end-use';

interface EndUseFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: EndUseError | null;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The required end-use declaration of a quotation holding a regulated chemical (10–500 characters after trimming). */
export function EndUseField({ value, onChange, error, ref }: EndUseFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errors: Record<EndUseError, string> = {
    required: t('checkout.regulated.endUse.required'),
    tooShort: t('checkout.regulated.endUse.tooShort', { min: END_USE_MIN }),
    tooLong: t('checkout.regulated.endUse.tooLong', { max: END_USE_MAX }),
  };
  const describedBy = [`${id}-hint`, `${id}-counter`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field quotation-end-use">
      <label htmlFor={id}>{t('checkout.regulated.endUse.label')}</label>
      <p id={`${id}-hint`} className="form-hint">{t('checkout.regulated.endUse.hint', { min: END_USE_MIN, max: END_USE_MAX })}</p>
      <textarea
        id={id} ref={ref} value={value} maxLength={END_USE_MAX} rows={4} required
        aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-counter`} className="form-hint" aria-live="polite">
        {t('checkout.regulated.endUse.counter', { used: value.trim().length, min: END_USE_MIN, max: END_USE_MAX })}
      </p>
      {error ? <p id={`${id}-error`} className="quotation-error">{errors[error]}</p> : null}
    </div>
  );
}
