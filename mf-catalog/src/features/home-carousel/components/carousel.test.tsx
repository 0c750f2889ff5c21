import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@labmall/shared/router';
import { appStore } from '@labmall/shared/store/app-store';
import { AUTO_ADVANCE_MS } from '../hooks/use-auto-advance';
import { Carousel, type Slide } from './carousel';

const slides: Slide[] = [1, 2, 3].map((id) => ({
  id, title: `Banner ${id}`, subtitle: `Sub ${id}`, image: `/media/banners/${id}.svg`, link: `/category?categoryId=${id}`,
}));

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {},
  }));
}

function renderCarousel() {
  appStore.getState().setLanguage('2');
  return render(<MemoryRouter><Carousel slides={slides} /></MemoryRouter>);
}

const visibleLinks = () => screen.getAllByRole('link').map((a) => a.getAttribute('href'));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('home carousel', () => {
  it('shows one slide at a time, so only its localized link can take focus', () => {
    mockReducedMotion(false);
    renderCarousel();
    expect(visibleLinks()).toEqual(['/en/category?categoryId=1']);
  });

  it('moves with the next/previous buttons, the arrow keys and the slide indicators', () => {
    mockReducedMotion(true);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'catalog.home.nextSlide' }));
    expect(visibleLinks()).toEqual(['/en/category?categoryId=2']);
    fireEvent.keyDown(screen.getByRole('link'), { key: 'ArrowRight' });
    expect(visibleLinks()).toEqual(['/en/category?categoryId=3']);
    fireEvent.click(screen.getByRole('button', { name: 'catalog.home.previousSlide' }));
    fireEvent.keyDown(screen.getByRole('link'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('link'), { key: 'ArrowLeft' }); // wraps round to the last slide
    expect(visibleLinks()).toEqual(['/en/category?categoryId=3']);
    const dots = screen.getAllByRole('button', { name: 'catalog.home.goToSlide' });
    fireEvent.click(dots[0]!);
    expect(visibleLinks()).toEqual(['/en/category?categoryId=1']);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    expect(dots[2]!.getAttribute('aria-current')).toBeNull();
  });

  it('advances on its own, and pauses while focus is inside', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    renderCarousel();
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(visibleLinks()).toEqual(['/en/category?categoryId=2']);
    fireEvent.focus(screen.getByRole('button', { name: 'catalog.home.nextSlide' }));
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(visibleLinks()).toEqual(['/en/category?categoryId=2']);
  });

  it('pauses while the pointer is over it', () => {
    vi.useFakeTimers();
    mockReducedMotion(false);
    const { container } = renderCarousel();
    fireEvent.mouseEnter(container.querySelector('.carousel')!);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 2));
    expect(visibleLinks()).toEqual(['/en/category?categoryId=1']);
    fireEvent.mouseLeave(container.querySelector('.carousel')!);
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(visibleLinks()).toEqual(['/en/category?categoryId=2']);
  });

  it('does not rotate when the visitor prefers reduced motion, unless asked to', () => {
    vi.useFakeTimers();
    mockReducedMotion(true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS * 3));
    expect(visibleLinks()).toEqual(['/en/category?categoryId=1']);
    fireEvent.click(screen.getByRole('button', { name: 'catalog.home.startRotation' }));
    act(() => vi.advanceTimersByTime(AUTO_ADVANCE_MS));
    expect(visibleLinks()).toEqual(['/en/category?categoryId=2']);
  });
});
