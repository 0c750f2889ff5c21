import { createRoot } from 'react-dom/client';

/**
 * What a remote shows when its own build is opened directly (its `main` entry): the shop loads the remote's
 * pages through Module Federation (remoteEntry.js), never this entry.
 */
export function mountStandaloneNotice(remoteName: string): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(<p>{remoteName} — open the shop (npm start) to see these pages in place.</p>);
}
