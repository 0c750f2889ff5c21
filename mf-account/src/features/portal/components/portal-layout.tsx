import type { ReactNode } from 'react';
import './portal.css';

/** The portal's blocks in a responsive grid: one column on a phone, two or three on wider screens. */
export function PortalLayout({ children }: { children: ReactNode }) {
  return <div className="portal-layout">{children}</div>;
}
