import { useEffect, useRef, useState, type ReactNode } from 'react';

interface NearViewportProps {
  /** Space kept for the content before it is shown, so nothing below it jumps when it arrives. */
  minHeight: number;
  /** How far below the visible area the content starts loading (it is ready by the time it scrolls in). */
  margin?: string;
  children: ReactNode;
}

/**
 * Renders its children once they come near the screen: blocks far below the first screen (reviews,
 * recommendations) neither load their code and data nor render while the page starts. The server and the
 * hydrating browser both render the placeholder; a browser without IntersectionObserver shows them at once.
 */
export function NearViewport({ minHeight, margin = '400px', children }: NearViewportProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = placeholder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setNear(true);
        observer.disconnect();
      }
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin]);

  if (near) return <>{children}</>;
  return <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
}
