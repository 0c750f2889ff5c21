import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { ScenarioBundle } from '../api/scenario-types';
import { BundleTable } from './bundle-table';
import { stockState } from './stock-state';
import './scenarios.css';

interface BundlePanelProps {
  bundle: ScenarioBundle;
  /** The add-to-cart control: the page hands in the cart remote's button (this remote owns no cart). */
  addToCart: ReactNode;
  /** Move focus to the heading, for a bundle the shopper just chose (not on a plain page load). */
  focusHeading?: boolean;
}

/** A chosen scenario: what it is, its items, the total and one button for the whole bundle. */
export function BundlePanel({ bundle, addToCart, focusHeading }: BundlePanelProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading, bundle.id]);
  const unavailable = bundle.items.filter((item) => stockState(item) !== 'inStock').length;

  return (
    <section className="bundle-panel" aria-labelledby="bundle-title">
      <h2 id="bundle-title" ref={heading} tabIndex={-1}>{bundle.name}</h2>
      <p>{bundle.description}</p>
      <BundleTable bundle={bundle} />
      <div className="bundle-actions">
        <p className="bundle-total">
          {t('catalog.scene.totalFor', { count: bundle.items.length })} <strong>{formatPrice(bundle.price)}</strong>
        </p>
        {unavailable > 0 ? <p className="bundle-warning">{t('catalog.scene.someUnavailable', { count: unavailable })}</p> : null}
        {addToCart}
      </div>
    </section>
  );
}
