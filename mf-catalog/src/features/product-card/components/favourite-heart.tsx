import { useTranslation } from '@labmall/shared/i18n/react';
import type { FavouriteStore } from '../model/favourite-store';
import { useFavourite } from '../model/use-favourite';
import './favourite-heart.css';

/**
 * The heart toggle of a product (cards and the detail page). A real button with aria-pressed and a label
 * naming the product, so it reads "Add <name> to favourites, toggle button, not pressed".
 */
export function FavouriteHeart({ productId, productName, store, className }: { productId: number; productName: string; store?: FavouriteStore; className?: string }) {
  const { t } = useTranslation();
  const { favourited, failed, toggle } = useFavourite(productId, store);
  return (
    <button
      type="button"
      className={`favourite-heart${favourited ? ' is-on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={favourited}
      aria-label={t('labLists.heart.label', { name: productName })}
      title={failed ? t('labLists.heart.failed') : t(favourited ? 'labLists.heart.on' : 'labLists.heart.off')}
      data-testid="favourite-heart"
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2 0 3.4 1.1 4.4 2.5C12 6.1 13.4 5 15.4 5 19 5 21 8.6 19.6 11.8 17.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
