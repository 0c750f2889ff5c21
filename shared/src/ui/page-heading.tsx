import type { ReactNode } from 'react';

/** The page's main heading and an optional lead paragraph; every page has exactly one `h1`. */
export function PageHeading({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      {children}
    </header>
  );
}
