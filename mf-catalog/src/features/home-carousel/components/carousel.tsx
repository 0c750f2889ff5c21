import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { CarouselDots } from './carousel-dots';
import './carousel.css';

export interface Slide {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  /** A shop path without the language prefix. */
  link: string;
}

/**
 * The home banner carousel (WAI-ARIA APG carousel pattern). Only the active slide is rendered visible, so its
 * link is the only focusable one. It rotates on its own unless the visitor prefers reduced motion, and stops
 * while the pointer is over it or focus is inside it; the rotation button stops or starts it for good.
 */
export function Carousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const playing = chosenPlaying ?? !reducedMotion;
  const running = playing && !hovered && !focused && count > 1;
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  useAutoAdvance(running, index, next);

  if (count === 0) return null;
  const active = Math.min(index, count - 1);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="carousel"
      aria-roledescription={t('catalog.home.carouselRole')}
      aria-label={t('catalog.home.carousel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="carousel-controls">
        {count > 1 ? (
          <button type="button" className="carousel-button" onClick={() => setChosenPlaying(!playing)}>
            {playing ? t('catalog.home.stopRotation') : t('catalog.home.startRotation')}
          </button>
        ) : null}
        <button type="button" className="carousel-button" onClick={previous} disabled={count < 2} aria-label={t('catalog.home.previousSlide')}>‹</button>
        <button type="button" className="carousel-button" onClick={next} disabled={count < 2} aria-label={t('catalog.home.nextSlide')}>›</button>
      </div>
      <div className="carousel-slides" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t('catalog.home.slideRole')}
            aria-label={t('catalog.home.slideOf', { current: i + 1, total: count })}
            hidden={i !== active}
            className="carousel-slide"
          >
            <Link to={localize(slide.link)}>
              {/* The first slide is the home page's largest paint: fetched first, before scripts. */}
              <img src={slide.image} alt="" width={1200} height={360} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'auto'} />
              <span className="carousel-caption">
                <strong>{slide.title}</strong>
                {slide.subtitle ? <span>{slide.subtitle}</span> : null}
              </span>
            </Link>
          </div>
        ))}
      </div>
      <CarouselDots slides={slides} active={active} onChoose={setIndex} />
    </section>
  );
}
