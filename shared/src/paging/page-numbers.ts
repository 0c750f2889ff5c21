export type PageItem = number | 'gap';

/**
 * The page links to show: first, last, and the current page with one neighbour each side; a gap stands for
 * skipped pages, but a gap of exactly one page shows that page instead ("1 … 3" helps nobody).
 */
export function pageNumbers(current: number, last: number): PageItem[] {
  if (last <= 1) return [];
  const wanted = new Set([1, last, current - 1, current, current + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const page of pages) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
