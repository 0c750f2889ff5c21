import { useId, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { toOptions, type GroupKey, type SuggestionOption } from './suggestion-options';
import type { SuggestionsProps } from './suggestions-types';
import { useComboboxInput } from './use-combobox-input';
import { useSuggestions } from './use-suggestions';
import './search-suggestions.css';
import { imageForWidth } from '@labmall/shared/catalog/image-size';

const GROUPS: GroupKey[] = ['certificates', 'products', 'categories', 'brands'];

/**
 * Suggestions under the header's search field, loaded on first focus. Arrow keys move through the options,
 * Enter opens the highlighted one (or, with none highlighted, submits the search), Escape closes the list.
 */
export function SearchSuggestions({ input, keyword, onPick }: SuggestionsProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const listId = useId();
  const options = toOptions(useSuggestions(keyword), t);
  const [open, setOpen] = useState(() => document.activeElement === input.current && keyword.trim() !== '');
  const [active, setActive] = useState(-1);
  const visible = open && options.length > 0 && keyword.trim() !== '';
  const show = (on: boolean) => {
    setOpen(on);
    setActive(-1);
  };
  const pick = (option: SuggestionOption) => {
    show(false);
    onPick(localize(option.path));
  };

  useComboboxInput(input, { listId, expanded: visible, activeId: visible && active >= 0 ? `${listId}-${active}` : undefined }, {
    onKeyDown: (event) => {
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
        event.preventDefault();
        const last = options.length - 1;
        const down = event.key === 'ArrowDown';
        setOpen(true);
        if (!visible) setActive(down ? 0 : last);
        else setActive((i) => (down ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
      } else if (event.key === 'Enter' && visible && active >= 0) {
        event.preventDefault(); // open the option instead of submitting the form
        pick(options[active]!);
      } else if (event.key === 'Escape' && visible) {
        event.preventDefault(); // the first Escape closes the list; only a second one clears the field
        show(false);
      }
    },
    onInput: () => show(true), // typing forgets the highlighted option
    onFocus: () => setOpen(true),
    onBlur: () => show(false),
  });

  const titles: Record<GroupKey, string> = {
    certificates: t('search.suggest.certificates'),
    products: t('search.suggest.products'),
    categories: t('search.suggest.categories'),
    brands: t('search.suggest.brands'),
  };
  const indexed = options.map((option, index) => ({ option, index }));
  return (
    <div className="search-suggestions" hidden={!visible}>
      <ul role="listbox" id={listId} aria-label={t('search.suggest.label')}>
        {GROUPS.map((group) => {
          const items = indexed.filter(({ option }) => option.group === group);
          return items.length === 0 ? null : (
            <li key={group} role="presentation">
              <span className="search-suggestions-group" id={`${listId}-${group}`}>{titles[group]}</span>
              <ul role="group" aria-labelledby={`${listId}-${group}`}>
                {items.map(({ option, index }) => (
                  // mousedown is cancelled so the input keeps focus (and the list stays) until the click lands.
                  // A pointer that moves highlights, not one the list merely opened under: a resting mouse must
                  // not pick an option for the Enter that submits what was typed.
                  <li key={index} id={`${listId}-${index}`} role="option" aria-selected={index === active}
                    onMouseDown={(e) => e.preventDefault()} onMouseMove={() => index !== active && setActive(index)} onClick={() => pick(option)}>
                    {option.image ? <img src={imageForWidth(option.image, 32)} alt="" width={32} height={32} loading="lazy" /> : null}
                    <span className="search-suggestions-label">{option.label}</span>
                    {option.detail ? <span className="search-suggestions-detail">{option.detail}</span> : null}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" role="status">{visible ? t('search.suggest.count', { count: options.length }) : ''}</p>
    </div>
  );
}
