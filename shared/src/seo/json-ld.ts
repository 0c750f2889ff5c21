import { useEffect } from 'react';
import type { BreadcrumbItem } from '@labmall/shared/store/slices/navigation-slice';
import { useHeadCollector } from './head-collector';

/**
 * JSON for a `<script type="application/ld+json">` body. `<` is escaped so a name such as `</script>` can
 * never end the element early; `\u003c` is the same character to a JSON parser.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org `BreadcrumbList` of a page's trail (entries without a link are the page itself). */
export function breadcrumbJsonLd(items: BreadcrumbItem[], pageUrl: string, origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: item.to ? `${origin}${item.to}` : pageUrl,
    })),
  };
}

/**
 * Replaces the document's JSON-LD block of one kind (`data-json-ld="<kind>"`) with `json` (from
 * `serializeJsonLd`), or removes it when there is none.
 */
export function writeJsonLd(kind: string, json: string | undefined): () => void {
  document.head.querySelectorAll(`script[data-json-ld="${kind}"]`).forEach((script) => script.remove());
  if (!json) return () => undefined;
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.dataset.jsonLd = kind;
  // textContent, never HTML: the CSP (`script-src 'self'`) allows it because a data block is never executed.
  script.textContent = json;
  document.head.appendChild(script);
  return () => script.remove();
}

/**
 * A page's structured data of one kind (`Product`, `Article`…): written into the server's `<head>`, and kept
 * in the live document while the page shows in the browser.
 */
export function useJsonLd(kind: string, data: Record<string, unknown> | undefined): void {
  const head = useHeadCollector();
  if (head && data) head.jsonLd.set(kind, data);
  // The text is what the effect depends on: an equal object built anew each render changes nothing.
  const json = data ? serializeJsonLd(data) : undefined;
  useEffect(() => writeJsonLd(kind, json), [kind, json]);
}
