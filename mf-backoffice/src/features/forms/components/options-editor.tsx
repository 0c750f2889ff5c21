import { useTranslation } from '@labmall/shared/i18n/react';
import { FieldError, errorProps } from '../../../components/field-error';
import { LocalizedFields } from '../../../components/localized-fields';
import { emptyLocalized } from '../../../lib/localized';
import type { OptionDraft } from '../model/form-draft';

interface OptionsEditorProps {
  path: string;
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  errors: Record<string, string>;
}

/** A select's choices: a value (what the submission stores) and its label in four languages each. */
export function OptionsEditor({ path, options, onChange, errors }: OptionsEditorProps) {
  const { t } = useTranslation();
  const set = (index: number, option: OptionDraft) => onChange(options.map((o, i) => (i === index ? option : o)));
  return (
    <fieldset>
      <legend>{t('backoffice.forms.field.options')}</legend>
      <FieldError id={`${path}-options`} message={errors[`${path}.options`]} />
      <ol>
        {options.map((option, index) => {
          const valuePath = `${path}.options.${index}.value`;
          return (
            <li key={index}>
              <label className="bo-field">
                {t('backoffice.forms.field.optionValue', { n: index + 1 })}
                <input value={option.value} maxLength={48} onChange={(event) => set(index, { ...option, value: event.target.value })} {...errorProps(`${valuePath}-error`, errors[valuePath])} />
                <FieldError id={`${valuePath}-error`} message={errors[valuePath]} />
              </label>
              <LocalizedFields legend={t('backoffice.forms.field.optionLabel', { n: index + 1 })} name={`${path}.options.${index}.label`} value={option.label} onChange={(label) => set(index, { ...option, label })} errors={errors} maxLength={120} />
              <button type="button" className="button" onClick={() => onChange(options.filter((_, i) => i !== index))}>{t('backoffice.forms.field.removeOption', { n: index + 1 })}</button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button" disabled={options.length >= 50} onClick={() => onChange([...options, { value: `option${options.length + 1}`, label: emptyLocalized() }])}>
        {t('backoffice.forms.field.addOption')}
      </button>
    </fieldset>
  );
}
