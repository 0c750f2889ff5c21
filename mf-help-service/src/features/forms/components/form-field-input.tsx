import { useTranslation } from '@labmall/shared/i18n/react';
import type { FormFieldDefinition } from '../api/form-types';

const inputType: Partial<Record<FormFieldDefinition['type'], string>> = { email: 'email', phone: 'tel', number: 'number', date: 'date' };
const MB = 1024 * 1024;

/** One field of a server-defined form, labelled, with its help, its rules as attributes and its error. */
export function FormFieldInput({ field, error, idPrefix }: { field: FormFieldDefinition; error?: string; idPrefix: string }) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${field.name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // The agreement shows no hint, so it must not point at one (a dangling aria-describedby).
  const hasHint = field.type !== 'agreement' && Boolean(field.help || field.patternHint || field.type === 'file');
  const describedBy = [hasHint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name: field.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': field.required || undefined };
  const hint = field.type === 'file'
    ? [field.help, t('helpService.form.fileHint', { count: Number(field.max ?? 1), size: Math.floor((field.maxFileBytes ?? 5 * MB) / MB) })].filter(Boolean).join(' ')
    : field.help || field.patternHint;
  const label = (
    <>
      {field.label}
      {field.required ? <span className="required-mark" aria-hidden="true"> *</span> : null}
    </>
  );

  const control = () => {
    switch (field.type) {
      case 'textarea':
        return <textarea {...common} maxLength={typeof field.max === 'number' ? field.max : undefined} />;
      case 'select':
        return (
          <select {...common} defaultValue="">
            <option value="">{t('helpService.form.choose')}</option>
            {field.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        );
      case 'file':
        return <input {...common} type="file" accept={field.accept} multiple={Number(field.max ?? 1) > 1} />;
      default:
        return (
          <input
            {...common}
            type={inputType[field.type] ?? 'text'}
            min={field.type === 'number' || field.type === 'date' ? (field.min ?? undefined) : undefined}
            max={field.type === 'number' || field.type === 'date' ? (field.max ?? undefined) : undefined}
            step={field.type === 'number' ? 'any' : undefined}
          />
        );
    }
  };

  if (field.type === 'multiSelect') {
    return (
      <fieldset aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        <legend>{label}</legend>
        {field.options.map((o) => (
          <label key={o.value} className="checkbox">
            <input type="checkbox" name={field.name} value={o.value} /> {o.label}
          </label>
        ))}
        {hint ? <p id={hintId} className="form-hint">{hint}</p> : null}
        {error ? <p id={errorId} className="form-error">{error}</p> : null}
      </fieldset>
    );
  }
  if (field.type === 'agreement') {
    return (
      <div className="form-field">
        <label className="checkbox">
          <input {...common} type="checkbox" value="true" /> <span>{label}</span>
        </label>
        {error ? <p id={errorId} className="form-error">{error}</p> : null}
      </div>
    );
  }
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {control()}
      {hint ? <p id={hintId} className="form-hint">{hint}</p> : null}
      {error ? <p id={errorId} className="form-error">{error}</p> : null}
    </div>
  );
}
