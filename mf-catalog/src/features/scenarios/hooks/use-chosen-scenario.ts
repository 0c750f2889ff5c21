import { useSearchParams } from '@labmall/shared/router';

/** Reads a positive integer id; anything else (a hand-edited `?id=abc`) means "none chosen". */
export function parseScenarioId(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}

/**
 * The chosen scenario lives in the URL (`?id=`), so a reload, a shared link and the back button all come back to
 * the same bundle; the scenario cards are plain links to `?id=`.
 */
export function useChosenScenario(): number | null {
  const [search] = useSearchParams();
  return parseScenarioId(search.get('id'));
}
