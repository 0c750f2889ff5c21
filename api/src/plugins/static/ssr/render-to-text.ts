import type { RenderRequest, RenderResult, ShellRenderer } from './shell-renderer';

/** A page with a part left to the browser (a call failed or was late): sent to whoever waited for it, not kept. */
export class PartialPage {
  constructor(readonly text: string) {}
}

/** A render that gave no page (a page for the browser, a redirect): never kept. */
export class NotAPage {
  constructor(readonly result: Exclude<RenderResult, { kind: 'page' }>) {}
}

/** Longer than the renderer's own bounds (data deadline, render timeout): a last guard for the request. */
const RENDER_TO_TEXT_TIMEOUT_MS = 15_000;

/**
 * The rendered page as `"<status>\n<html>"`, a string so that the page cache can keep it and hand it to several
 * waiting requests. Throws NotAPage for redirects and browser-rendered pages, PartialPage for a page that must
 * not be kept, and an Error if the render fails or takes too long (the page then renders in the browser).
 */
export async function renderToText(shell: ShellRenderer, request: RenderRequest): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no page after ${RENDER_TO_TEXT_TIMEOUT_MS} ms`)), RENDER_TO_TEXT_TIMEOUT_MS);
  });
  try {
    return await Promise.race([render(shell, request), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function render(shell: ShellRenderer, request: RenderRequest): Promise<string> {
  const result = await shell.renderPage(request);
  if (result.kind !== 'page') throw new NotAPage(result);
  let html = '';
  for await (const chunk of result.body) html += String(chunk);
  const text = `${result.status}\n${html}`;
  if (!result.complete) throw new PartialPage(text);
  return text;
}
