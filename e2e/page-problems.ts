import type { Page } from '@playwright/test';

/**
 * Collects what a page load must never produce: hydration mismatches, scripts the CSP blocked and uncaught
 * errors. Call before the first `goto`; assert the array is empty at the end.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /hydrat|Minified React error #4(18|19|23)|Content Security Policy/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
