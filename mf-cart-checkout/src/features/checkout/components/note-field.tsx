import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

export const NOTE_MAX = 200;

/** The order note (0–200 characters) with a counter the screen reader reads with the field. */
export function NoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="checkout-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('checkout.note.title')}</h2>
      <div className="form-field">
        <label htmlFor={id}>{t('checkout.note.label')}</label>
        <textarea id={id} value={value} maxLength={NOTE_MAX} rows={3} aria-describedby={`${id}-counter`} onChange={(event) => onChange(event.target.value)} />
        <p id={`${id}-counter`} className="form-hint">
          {t('checkout.note.counter', { used: value.length, max: NOTE_MAX })}
        </p>
      </div>
    </section>
  );
}
