import { Link } from '@labmall/shared/router';
import './filter-links.css';

interface FilterLinksProps<F extends string> {
  /** The navigation's accessible name ("Filter by source"). */
  label: string;
  /** The text of the first link, which shows everything ("All"). */
  allLabel: string;
  values: readonly F[];
  /** The filter in the URL; null for all. */
  current: F | null;
  textOf: (value: F) => string;
  /** The query string of a filter (at page 1, keeping the rest of the URL). */
  searchOf: (value: F | null) => string;
}

/**
 * All, or one value of a list's filter, as links (each filter has its own URL: back, reload and sharing keep
 * it); the chosen one is marked as the current page.
 */
export function FilterLinks<F extends string>({ label, allLabel, values, current, textOf, searchOf }: FilterLinksProps<F>) {
  const choices: (F | null)[] = [null, ...values];
  return (
    <nav className="account-filter" aria-label={label}>
      <ul>
        {choices.map((value) => (
          <li key={value ?? '(all)'}>
            <Link to={{ search: searchOf(value) }} aria-current={value === current ? 'page' : undefined}>
              {value ? textOf(value) : allLabel}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
