import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { AddState } from '../hooks/use-add-to-cart';
import { useRejectReasonText } from '../hooks/use-reject-reason-text';

/**
 * What became of the last add, announced politely to screen readers: the confirmation with a link to the
 * cart, each item that could not be added and why, or the error.
 */
export function AddToCartFeedback({ state }: { state: AddState }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const reasonText = useRejectReasonText();
  const cartLink = <Link to={localize('/shopping')}>{t('cart.viewCart')}</Link>;

  let content = null;
  if (state.status === 'failed') content = <p className="add-to-cart-error">{state.message}</p>;
  if (state.status === 'added' && state.rejected.length === 0) content = <p>{t('cart.added')} {cartLink}</p>;
  if (state.status === 'added' && state.rejected.length > 0) {
    content = (
      <>
        <p>{state.lineIds.length > 0 ? t('cart.partlyAdded') : t('cart.noneAdded')} {state.lineIds.length > 0 ? cartLink : null}</p>
        <ul className="add-to-cart-rejected">
          {state.rejected.map((item) => (
            <li key={item.index}>
              {item.skuCode ?? `#${item.skuId}`}: {reasonText(item.reason)}
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="add-to-cart-feedback" role="status" aria-live="polite">
      {content}
    </div>
  );
}
