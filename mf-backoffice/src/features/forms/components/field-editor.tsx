import { useTranslation } from '@labmall/shared/i18n/react';
import { FieldError, errorProps } from '../../../components/field-error';
import { LocalizedFields } from '../../../components/localized-fields';
import { FIELD_TYPES, takesBounds, takesOptions, takesPattern, type FieldDraft, type FieldType } from '../model/form-draft';
import { OptionsEditor } from './options-editor';

interface FieldEditorProps {
  field: FieldDraft;
  index: number;
  onChange: (field: FieldDraft) => void;
  errors: Record<string, string>;
}

/** One field's definition: only the settings its type uses are shown (and sent). */
export function FieldEditor({ field: f, index, onChange, errors }: FieldEditorProps) {
  const { t } = useTranslation();
  const path = `fields.${index}`;
  const set = <K extends keyof FieldDraft>(key: K, value: FieldDraft[K]) => onChange({ ...f, [key]: value });
  const input = (key: 'name' | 'min' | 'max' | 'pattern', label: string, props: Record<string, unknown> = {}) => {
    const errorPath = `${path}.${key}`;
    return (
      <label className="bo-field">
        {label}
        <input value={f[key]} onChange={(event) => set(key, event.target.value)} {...props} {...errorProps(`${errorPath}-error`, errors[errorPath])} />
        <FieldError id={`${errorPath}-error`} message={errors[errorPath]} />
      </label>
    );
  };
  const boundHint = f.type === 'date' ? 'date' : f.type === 'number' ? 'value' : f.type === 'file' ? 'files' : f.type === 'multiSelect' ? 'choices' : 'length';
  return (
    <div className="bo-form">
      {input('name', t('backoffice.forms.field.name'), { maxLength: 48, spellCheck: false })}
      <label className="bo-field">
        {t('backoffice.forms.field.type')}
        <select value={f.type} onChange={(event) => {
          const type = event.target.value as FieldType;
          onChange({ ...f, type, options: takesOptions(type) && f.options.length === 0 ? [{ value: 'a', label: f.label }] : f.options });
        }}>
          {FIELD_TYPES.map((type) => <option key={type} value={type}>{t(`backoffice.forms.types.${type}`)}</option>)}
        </select>
      </label>
      <LocalizedFields legend={t('backoffice.forms.field.label')} name={`${path}.label`} value={f.label} onChange={(label) => set('label', label)} errors={errors} maxLength={120} />
      <LocalizedFields legend={t('backoffice.forms.field.help')} name={`${path}.help`} value={f.help} onChange={(help) => set('help', help)} errors={errors} maxLength={300} />
      {f.type === 'agreement' ? null : (
        <label><input type="checkbox" checked={f.required} onChange={(event) => set('required', event.target.checked)} /> {t('backoffice.forms.field.required')}</label>
      )}
      {takesBounds(f.type) ? (
        <>
          {input('min', t(`backoffice.forms.bounds.${boundHint}Min`), f.type === 'date' ? { type: 'date' } : { inputMode: 'numeric' })}
          {input('max', t(`backoffice.forms.bounds.${boundHint}Max`), f.type === 'date' ? { type: 'date' } : { inputMode: 'numeric' })}
        </>
      ) : null}
      {takesPattern(f.type) ? (
        <>
          {input('pattern', t('backoffice.forms.field.pattern'), { maxLength: 200, spellCheck: false })}
          {f.pattern ? <LocalizedFields legend={t('backoffice.forms.field.patternHint')} name={`${path}.patternHint`} value={f.patternHint} onChange={(hint) => set('patternHint', hint)} errors={errors} maxLength={200} /> : null}
        </>
      ) : null}
      {takesOptions(f.type) ? <OptionsEditor path={path} options={f.options} onChange={(options) => set('options', options)} errors={errors} /> : null}
      {f.type === 'file' ? (
        <label><input type="checkbox" checked={f.imagesOnly} onChange={(event) => set('imagesOnly', event.target.checked)} /> {t('backoffice.forms.field.imagesOnly')}</label>
      ) : null}
    </div>
  );
}
