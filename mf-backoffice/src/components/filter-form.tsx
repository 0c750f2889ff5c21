import type { FormEvent, ReactNode } from 'react';

interface FilterFormProps {
  /** The search landmark's name. */
  label: string;
  /** The filters applied now: when they change (Clear, back, forward) the fields start again from them. */
  resetKey: string;
  /** Reads the submitted fields by name ('' for an empty or missing one). */
  onSubmit: (field: (name: string) => string) => void;
  applyLabel: string;
  clear?: { label: string; onClear: () => void };
  children: ReactNode;
}

/**
 * A list's filters as a form (a search landmark): applied on submit, Enter in any field included, into the URL, so
 * typing asks the server nothing. The fields are uncontrolled, each with its visible label.
 */
export function FilterForm({ label, resetKey, onSubmit, applyLabel, clear, children }: FilterFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSubmit((name) => String(form.get(name) ?? ''));
  };
  return (
    <form className="bo-filters" role="search" aria-label={label} onSubmit={submit} key={resetKey}>
      {children}
      <div className="bo-actions">
        <button type="submit" className="button button-primary">{applyLabel}</button>
        {clear ? <button type="button" className="button" onClick={clear.onClear}>{clear.label}</button> : null}
      </div>
    </form>
  );
}
