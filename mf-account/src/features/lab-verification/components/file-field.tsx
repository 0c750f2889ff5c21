import type { Ref } from 'react';
import { ACCEPT } from '../model/upload-rules';

interface FileFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (file: File | null) => void;
}

/**
 * A labelled file input with its hint and error read with it, as TextField does for text. Uncontrolled: a browser
 * keeps the chosen file itself, so it stays chosen while the form is shown (after a refusal too).
 */
export function FileField({ id, name, label, hint, error, disabled, inputRef, onChange }: FileFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id} name={name} type="file" accept={ACCEPT} ref={inputRef} disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint ? <p id={hintId} className="form-hint">{hint}</p> : null}
      {error ? <p id={errorId} className="form-error">{error}</p> : null}
    </div>
  );
}
