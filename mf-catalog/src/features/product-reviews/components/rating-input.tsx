import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

const RATINGS = [1, 2, 3, 4, 5];

/** Rating 1–5 as a native radio group: arrow keys choose, each option reads "n out of 5 stars". */
export function RatingInput({ value, onChange, error }: { value: number | null; onChange: (value: number) => void; error?: string | undefined }) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="rating-input" aria-describedby={error ? errorId : undefined}>
      <legend>{t('catalog.product.reviewRating')}</legend>
      <div className="rating-input-options">
        {RATINGS.map((n) => (
          <label key={n}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span aria-hidden="true">{'★'.repeat(n)}</span>
            <span className="visually-hidden">{t('catalog.product.ratingText', { rating: n })}</span>
          </label>
        ))}
      </div>
      {error ? <p id={errorId} className="form-error">{error}</p> : null}
    </fieldset>
  );
}
