import { useId } from 'react';

export interface InvoiceFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The error text in the shopper's language, tied to the input. */
  error?: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  inputMode?: 'text' | 'numeric' | 'tel';
  autoComplete?: string;
}

/** One labelled text input of the invoice form, its hint and error announced with it. */
export function InvoiceField({ label, value, onChange, error, hint, required, maxLength, inputMode, autoComplete }: InvoiceFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <p id={`${id}-hint`} className="form-hint">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="form-error">{error}</p> : null}
    </div>
  );
}
