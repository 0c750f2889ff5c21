import type { FormEvent } from 'react';
import { useStateResetWhen } from '@labmall/shared/hooks/use-state-reset-when';
import { useTranslation } from '@labmall/shared/i18n/react';

interface PriceFilterProps {
  min?: number;
  max?: number;
  /** The cheapest and dearest price of the current result, as hints. */
  range?: { min: number; max: number };
  onApply: (min: number | undefined, max: number | undefined) => void;
}

function parse(text: string): number | undefined {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? undefined : Math.round(value * 100) / 100;
}

/** Minimum and maximum price (yuan), applied with a button so typing does not reload the list at every key. */
export function PriceFilter({ min, max, range, onApply }: PriceFilterProps) {
  const { t } = useTranslation();
  // Back/forward or "clear filters" change the URL: show what it now says.
  const [minText, setMinText] = useStateResetWhen(min, (price) => price?.toString() ?? '');
  const [maxText, setMaxText] = useStateResetWhen(max, (price) => price?.toString() ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = [parse(minText), parse(maxText)];
    if (low !== undefined && high !== undefined && low > high) onApply(high, low);
    else onApply(low, high);
  };

  return (
    <form onSubmit={submit}>
      <fieldset className="list-filter">
        <legend>{t('catalog.list.price')}</legend>
        <div className="list-price-inputs">
          <label>
            <span className="visually-hidden">{t('catalog.list.minPrice')}</span>
            <input type="number" inputMode="decimal" min={0} step="0.01" value={minText} onChange={(e) => setMinText(e.target.value)}
              placeholder={range ? String(Math.floor(range.min)) : t('catalog.list.minShort')} />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">{t('catalog.list.maxPrice')}</span>
            <input type="number" inputMode="decimal" min={0} step="0.01" value={maxText} onChange={(e) => setMaxText(e.target.value)}
              placeholder={range ? String(Math.ceil(range.max)) : t('catalog.list.maxShort')} />
          </label>
        </div>
        <button type="submit" className="button">{t('catalog.list.applyPrice')}</button>
      </fieldset>
    </form>
  );
}
