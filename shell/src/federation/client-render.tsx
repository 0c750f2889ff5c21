/** The digest the server gives a part it deliberately left to the browser (React passes it to hydration). */
export const CLIENT_RENDER_DIGEST = 'labmall:client-render';

/**
 * Server only, inside a Suspense boundary: tells React to send the boundary's fallback and let the browser
 * render this part (a remote that could not be loaded on the server). The rest of the page stays rendered.
 */
export function RenderInBrowser(): never {
  const signal = new Error('rendered in the browser') as Error & { digest: string };
  signal.digest = CLIENT_RENDER_DIGEST;
  throw signal;
}

/** Hydration reports such parts as recoverable errors; they are expected, anything else is logged. */
export function reportRecoverableError(error: unknown, info?: { componentStack?: string }): void {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest === CLIENT_RENDER_DIGEST) return;
  console.error('[hydration]', error, info?.componentStack ?? '');
}
