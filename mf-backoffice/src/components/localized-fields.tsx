import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { CONTENT_LANGUAGES, type Localized } from '../lib/localized';
import { errorProps, FieldError } from './field-error';

interface LocalizedFieldsProps {
  legend: string;
  /** The field's name in the API (`name`, `summary`): a 400 naming `name.en` shows beside the English input. */
  name: string;
  value: Localized;
  onChange: (value: Localized) => void;
  multiline?: boolean;
  errors: Record<string, string>;
  maxLength?: number;
}

/** One translatable field as a fieldset of four inputs, one per language, each labelled with its language. */
export function LocalizedFields({ legend, name, value, onChange, multiline = false, errors, maxLength }: LocalizedFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <FieldError id={`${id}-all`} message={errors[name]} />
      <div className="bo-languages">
        {CONTENT_LANGUAGES.map((language) => {
          const errorId = `${id}-${language}`;
          const message = errors[`${name}.${language}`];
          const common = {
            name: `${name}.${language}`, value: value[language], maxLength, lang: language,
            onChange: (event: { target: { value: string } }) => onChange({ ...value, [language]: event.target.value }),
            ...(message ? errorProps(errorId, message) : errorProps(`${id}-all`, errors[name])),
          };
          return (
            <label key={language} className="bo-field">
              {`${legend} · ${t(`backoffice.languages.${language}`)}`}
              {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
              <FieldError id={errorId} message={message} />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
