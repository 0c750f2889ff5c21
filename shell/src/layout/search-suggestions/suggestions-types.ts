import type { RefObject } from 'react';

/** What the header's search box hands the lazily loaded suggestions (type only: nothing of it is bundled). */
export interface SuggestionsProps {
  /** The header's own input, which the suggestions turn into a combobox. */
  input: RefObject<HTMLInputElement | null>;
  keyword: string;
  /** Go to a chosen suggestion (a shop path with its language prefix). */
  onPick: (path: string) => void;
}
