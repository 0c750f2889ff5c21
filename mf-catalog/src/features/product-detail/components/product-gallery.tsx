import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { imageForWidth } from '@labmall/shared/catalog/image-size';
import { apiFileUrl } from '@labmall/shared/api/api-file-url';
import './product-gallery.css';

// The generated product images are square; stating the size keeps the layout from jumping while they load.
const MAIN_SIZE = 480;
const THUMB_SIZE = 72;

/** The main image and a row of thumbnails (buttons: Tab/Enter, or arrow keys within the row). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const shown = images[Math.min(index, images.length - 1)];

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + images.length) % images.length;
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  if (!shown) return <div className="product-gallery-empty" aria-hidden="true" />;
  return (
    <div className="product-gallery">
      <img
        className="product-gallery-main"
        src={apiFileUrl(shown)}
        alt={t('catalog.product.imageAlt', { name, n: index + 1, total: images.length })}
        width={MAIN_SIZE}
        height={MAIN_SIZE}
        // The product page's largest paint: fetched first, before scripts.
        fetchPriority="high"
      />
      {images.length > 1 ? (
        <ul className="product-gallery-thumbs" aria-label={t('catalog.product.gallery')} onKeyDown={onKeyDown}>
          {images.map((image, n) => (
            <li key={image}>
              <button
                type="button"
                ref={(el) => {
                  thumbs.current[n] = el;
                }}
                aria-pressed={n === index}
                onClick={() => setIndex(n)}
              >
                <img src={apiFileUrl(imageForWidth(image, THUMB_SIZE))} alt={t('catalog.product.showImage', { n: n + 1 })} width={THUMB_SIZE} height={THUMB_SIZE} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
