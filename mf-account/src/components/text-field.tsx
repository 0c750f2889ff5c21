import type { InputHTMLAttributes, Ref } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A labelled input whose hint and error are read with it (aria-describedby) and marked invalid when wrong.
 * The profile and address forms use it; the field styles (`.form-field`, …) are the shell's.
 */
export function TextField({ id, label, value, onChange, hint, error, inputRef, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint ? <p id={hintId} className="form-hint">{hint}</p> : null}
      {error ? <p id={errorId} className="form-error">{error}</p> : null}
    </div>
  );
}
