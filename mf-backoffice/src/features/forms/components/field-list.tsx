import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { FieldError } from '../../../components/field-error';
import { pickLocalized } from '../../../lib/localized';
import { emptyField, FIELD_TYPES, MAX_FIELDS, moveField, type FieldDraft, type FieldType } from '../model/form-draft';
import { FieldEditor } from './field-editor';

interface FieldListProps {
  fields: FieldDraft[];
  onChange: (fields: FieldDraft[]) => void;
  errors: Record<string, string>;
}

/**
 * The form's fields in order, each with buttons to move it up or down and to remove it (plain buttons: every step
 * works from the keyboard, and focus follows the moved field so the next press moves it again).
 */
export function FieldList({ fields, onChange, errors }: FieldListProps) {
  const { t, i18n } = useTranslation();
  const [newType, setNewType] = useState<FieldType>('text');
  const [focus, setFocus] = useState<string | null>(null);
  const headings = useRef(new Map<string, HTMLElement>());
  useEffect(() => {
    if (focus) headings.current.get(focus)?.focus();
  }, [focus, fields]);

  const move = (index: number, to: number) => {
    onChange(moveField(fields, index, to));
    setFocus(fields[index]!.key);
  };
  const name = (f: FieldDraft, i: number) => pickLocalized(f.label, i18n.language) || t('backoffice.forms.field.untitled', { n: i + 1 });
  return (
    <section aria-labelledby="form-fields-heading">
      <h2 id="form-fields-heading">{t('backoffice.forms.fieldsHeading', { n: fields.length })}</h2>
      <FieldError id="form-fields-error" message={errors.fields} />
      <ol className="form-fields">
        {fields.map((f, i) => (
          <li key={f.key}>
            <h3 tabIndex={-1} ref={(el) => { if (el) headings.current.set(f.key, el); else headings.current.delete(f.key); }}>
              {t('backoffice.forms.field.heading', { n: i + 1, name: name(f, i) })}
            </h3>
            <div className="bo-actions">
              <button type="button" className="button" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={t('backoffice.forms.field.moveUp', { name: name(f, i) })}>↑</button>
              <button type="button" className="button" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)} aria-label={t('backoffice.forms.field.moveDown', { name: name(f, i) })}>↓</button>
              <button type="button" className="button button-danger" disabled={fields.length === 1} onClick={() => onChange(fields.filter((_, j) => j !== i))}>
                {t('backoffice.forms.field.remove', { name: name(f, i) })}
              </button>
            </div>
            <FieldEditor field={f} index={i} errors={errors} onChange={(next) => onChange(fields.map((x, j) => (j === i ? next : x)))} />
          </li>
        ))}
      </ol>
      <div className="bo-actions">
        <label className="bo-field">
          {t('backoffice.forms.field.newType')}
          <select value={newType} onChange={(event) => setNewType(event.target.value as FieldType)}>
            {FIELD_TYPES.map((type) => <option key={type} value={type}>{t(`backoffice.forms.types.${type}`)}</option>)}
          </select>
        </label>
        <button type="button" className="button" disabled={fields.length >= MAX_FIELDS} onClick={() => {
          const added = emptyField(newType, fields.length);
          onChange([...fields, added]);
          setFocus(added.key);
        }}>{t('backoffice.forms.field.add')}</button>
      </div>
    </section>
  );
}
