import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { errorProps, FieldError } from '../../../components/field-error';
import { CONTENT_LANGUAGES, type Localized } from '../../../lib/localized';

interface LocalizedInputsProps {
  legend: string;
  /** The field's name in the API: a 400 naming `title.en` shows beside the English input. */
  name: string;
  value: Localized;
  onChange: (value: Localized) => void;
  errors: Record<string, string>;
  maxLength: number;
  /** Paragraphs (a blank line between them) instead of one line. */
  multiline?: boolean;
}

/** A translatable text (a banner's title, a help answer…): a fieldset of four inputs, each labelled with its language and marked with `lang`. */
export function LocalizedInputs({ legend, name, value, onChange, errors, maxLength, multiline = false }: LocalizedInputsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset>
      <legend>{legend}</legend>
      {CONTENT_LANGUAGES.map((language) => {
        const errorId = `${id}-${language}`;
        const message = errors[`${name}.${language}`];
        return (
          <label key={language} className="bo-field">
            {`${legend} · ${t(`backoffice.languages.${language}`)}`}
            {multiline ? (
              <textarea rows={6} name={`${name}.${language}`} lang={language} maxLength={maxLength} value={value[language]} {...errorProps(errorId, message)}
                onChange={(event) => onChange({ ...value, [language]: event.target.value })} />
            ) : (
              <input type="text" name={`${name}.${language}`} lang={language} maxLength={maxLength} value={value[language]} {...errorProps(errorId, message)}
                onChange={(event) => onChange({ ...value, [language]: event.target.value })} />
            )}
            <FieldError id={errorId} message={message} />
          </label>
        );
      })}
    </fieldset>
  );
}
