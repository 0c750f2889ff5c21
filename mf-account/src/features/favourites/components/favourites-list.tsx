import { useEffect, useState } from 'react';
import { Link, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatPrice } from '@labmall/shared/format/currency';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { Pager } from '@labmall/shared/ui/pager';
import '../../../components/pager.css';
import { getFavourites } from '../api/get-favourites';
import { removeFavourite } from '../api/remove-favourite';
import './favourites.css';

const PAGE_SIZE = 20;

/** The hearted products, newest first, a page at a time (`?page=` in the URL), each with "remove". */
export function FavouritesList() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, error, loading, retry } = useRequest(`favourites|${page}`, () => getFavourites(page, PAGE_SIZE));
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState('');

  const items = data?.items.filter((item) => !removed.has(item.product.id)) ?? [];
  const removedHere = (data?.items.length ?? 0) - items.length;
  const left = (data?.total ?? 0) - removedHere;
  const lastPage = Math.max(1, Math.ceil(left / PAGE_SIZE));
  // A page emptied by removals, or past the end, while favourites remain: show the page that now holds the
  // nearest ones. The last page's number if this one is gone, else this number again (later ones moved up).
  const moveTo = data && items.length === 0 && left > 0 ? (page > lastPage ? lastPage : removedHere > 0 ? page : null) : null;
  useEffect(() => {
    if (moveTo === null) return;
    if (moveTo === page) retry();
    else setSearch({ page: String(moveTo) }, { replace: true });
  }, [moveTo, page, retry, setSearch]);

  const remove = async (productId: number) => {
    try {
      await removeFavourite(productId);
      setRemoved((current) => new Set(current).add(productId));
      setMessage(t('labLists.favourites.removed'));
    } catch (failure) {
      setMessage(apiErrorMessage(failure, t('labLists.saveFailed')));
    }
  };

  // The announcement stays mounted whatever is shown, so "removed" is heard even when the page changes.
  const announcement = <p aria-live="polite" className="visually-hidden">{message}</p>;
  if (error && !data) {
    return (
      <p role="alert">
        {apiErrorMessage(error, t('labLists.loadFailed'))}{' '}
        <button type="button" className="button" onClick={retry}>{t('labLists.retry')}</button>
      </p>
    );
  }
  if (!data || (items.length === 0 && (moveTo !== null || loading))) return <>{announcement}<p role="status">{t('common.loading')}</p></>;
  if (items.length === 0) return <>{announcement}<p>{t('labLists.favourites.empty')}</p></>;

  return (
    <>
      {announcement}
      <ul className="favourites-grid" data-testid="favourites">
        {items.map(({ product }) => (
          <li key={product.id} className="favourite-item">
            {product.image
              ? <img src={product.image} alt="" width={96} height={96} loading="lazy" />
              : <span className="favourite-image" aria-hidden="true" />}
            <div>
              <Link to={localize(`/product/${product.id}`)}>{product.name}</Link>
              {/* A product with no SKU on sale has no price (the API says 0): show none rather than ¥0.00. */}
              <p className="favourite-meta">{product.brand.name}{product.price > 0 ? ` · ${formatPrice(product.price)}` : ''}</p>
              {product.inStock ? null : <p className="favourite-meta">{t('labLists.state.out_of_stock')}</p>}
            </div>
            <button type="button" className="link-button" onClick={() => void remove(product.id)} aria-label={t('labLists.favourites.removeNamed', { name: product.name })}>
              {t('labLists.remove')}
            </button>
          </li>
        ))}
      </ul>
      <Pager className="account-pager" page={page} lastPage={lastPage} searchOf={(n) => `?page=${n}`} />
    </>
  );
}
