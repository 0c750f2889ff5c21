/** What counts as a click target (spec §9 click map): links, buttons and anything marked for tracking. */
export const CLICKABLE = 'a, button, input[type="button"], input[type="submit"], [role="button"], [data-track]';
const MAX_TEXT = 100;
const MAX_DEPTH = 8;

function elementText(element: Element): string {
  const raw = element instanceof HTMLInputElement ? element.value : element.textContent ?? '';
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
}

/** A CSS-like path (`div#app > ul > li:nth-of-type(2) > a`), enough for the click map to place the click. */
export function elementPath(element: Element): string {
  const parts: string[] = [];
  for (let el: Element | null = element; el && el !== document.documentElement && parts.length < MAX_DEPTH; el = el.parentElement) {
    const tag = el.tagName.toLowerCase();
    if (el.id) {
      parts.unshift(`${tag}#${el.id}`);
      break; // an id is unique enough; the rest of the path adds nothing
    }
    const { tagName } = el;
    const sameTag = el.parentElement ? Array.from(el.parentElement.children).filter((c) => c.tagName === tagName) : [];
    parts.unshift(sameTag.length > 1 ? `${tag}:nth-of-type(${sameTag.indexOf(el) + 1})` : tag);
  }
  return parts.join(' > ');
}

/** The clickable element a click landed on (the click may hit a child, e.g. an icon inside a button). */
export function clickTarget(event: Event, root: Document | Element): Element | null {
  const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
  return target && root.contains(target) ? target : null;
}

/** `$WebClick` properties: text (trimmed, ≤ 100 chars), tag, path and page position. */
export function clickProperties(target: Element, event: MouseEvent): Record<string, unknown> {
  return {
    $element_content: elementText(target),
    $element_type: target.tagName.toLowerCase(),
    $element_selector: elementPath(target),
    $element_id: target.id || undefined,
    $element_name: target.getAttribute('data-track') || undefined,
    $element_target_url: target instanceof HTMLAnchorElement ? target.href : undefined,
    $page_x: Math.round(event.pageX ?? 0),
    $page_y: Math.round(event.pageY ?? 0),
  };
}
