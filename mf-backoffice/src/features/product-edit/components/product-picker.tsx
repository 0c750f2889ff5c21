import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../../../lib/api-failure';
import { MIN_SEARCH_LENGTH, useProductSearch, type ProductMatch } from '../api/search-products';

/** Typing pauses this long before the search is asked: one call per word, not per key. */
const SEARCH_DELAY_MS = 250;

function useSettledValue(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface ProductPickerProps {
  label: string;
  /** Products not to offer (the product itself and those already chosen). */
  excludeIds: number[];
  /** Said instead of searching, the input disabled (e.g. the list is full). */
  unavailable?: string | undefined;
  onPick: (product: ProductMatch) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Finds a product by the console's product search: an ARIA combobox with a listbox popup (WAI-ARIA APG "list
 * autocomplete"). Arrow keys move through the matches, Enter picks, Escape closes the list or clears the text;
 * the number of matches (or why there are none) is announced in a status region.
 */
export function ProductPicker({ label, excludeIds, unavailable, onPick, inputRef }: ProductPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useSettledValue(text.trim(), SEARCH_DELAY_MS);
  const search = useProductSearch(query);
  const typed = text.trim();
  const searching = typed.length >= MIN_SEARCH_LENGTH && (query !== typed || search.loading);
  const options = !searching && query.length >= MIN_SEARCH_LENGTH && !search.error ? (search.data ?? []).filter((p) => !excludeIds.includes(p.id)) : [];
  const expanded = open && options.length > 0;

  const status = unavailable
    ?? (typed.length < MIN_SEARCH_LENGTH ? '' : searching ? t('backoffice.related.searching')
      : search.error ? readFailure(search.error, t('backoffice.common.loadFailed')).message
        : options.length === 0 ? t('backoffice.related.noMatches') : t('backoffice.related.matches', { count: options.length }));

  const pick = (product: ProductMatch) => {
    onPick(product);
    setText('');
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits a form around the picker.
      event.preventDefault();
      const chosen = expanded ? options[active] : undefined;
      if (chosen) pick(chosen);
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
    }
  };

  const optionId = (product: ProductMatch) => `${id}-option-${product.id}`;
  const activeOption = expanded ? options[active] : undefined;
  return (
    <div className="bo-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <div className="bo-combobox">
        <input
          ref={inputRef} id={`${id}-input`} type="text" role="combobox" autoComplete="off" value={text} disabled={Boolean(unavailable)}
          aria-autocomplete="list" aria-expanded={expanded} aria-controls={`${id}-listbox`}
          aria-describedby={`${id}-hint ${id}-status`} {...(activeOption ? { 'aria-activedescendant': optionId(activeOption) } : {})}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown} onBlur={() => setOpen(false)}
        />
        <ul id={`${id}-listbox`} role="listbox" aria-label={label} className="bo-combobox-list" hidden={!expanded}>
          {options.map((product, index) => (
            <li
              key={product.id} id={optionId(product)} role="option" aria-selected={index === active}
              // Keeps the focus in the input, so the list is not closed by its blur before the click lands.
              onMouseDown={(event) => event.preventDefault()} onClick={() => pick(product)}
            >
              {product.name} <span className="bo-names">#{product.id} · {product.brand} · {product.categoryName}</span>
              {product.status === 'off_sale' ? <span className="bo-names"> · {t('backoffice.status.off_sale')}</span> : null}
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="form-hint">{t('backoffice.related.searchHint', { min: MIN_SEARCH_LENGTH })}</p>
      <p id={`${id}-status`} role="status" className="form-hint">{status}</p>
    </div>
  );
}
