import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('NearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the space and renders the content only once it comes near the screen', () => {
    let notify: Callback = () => undefined;
    vi.stubGlobal('IntersectionObserver', class {
      constructor(callback: Callback) {
        notify = callback;
      }
      observe() {}
      disconnect() {}
    });
    const { container } = render(<NearViewport minHeight={320}><p>Reviews</p></NearViewport>);
    expect(screen.queryByText('Reviews')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('320px');
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.queryByText('Reviews')).not.toBeNull();
  });

  it('shows the content at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<NearViewport minHeight={100}><p>Reviews</p></NearViewport>);
    expect(screen.queryByText('Reviews')).not.toBeNull();
  });
});
