import { useTranslation } from '@labmall/shared/i18n/react';

interface CarouselDotsProps {
  slides: Array<{ id: number; title: string }>;
  active: number;
  onChoose: (index: number) => void;
}

/** One button per slide; the current one says so (aria-current) rather than by colour alone. */
export function CarouselDots({ slides, active, onChoose }: CarouselDotsProps) {
  const { t } = useTranslation();
  if (slides.length < 2) return null;
  return (
    <div className="carousel-dots" role="group" aria-label={t('catalog.home.chooseSlide')}>
      {slides.map((slide, i) => (
        <button
          key={slide.id}
          type="button"
          className="carousel-dot"
          aria-label={t('catalog.home.goToSlide', { current: i + 1, title: slide.title })}
          aria-current={i === active ? 'true' : undefined}
          onClick={() => onChoose(i)}
        />
      ))}
    </div>
  );
}
