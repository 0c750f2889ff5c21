import { useTranslation } from '@labmall/shared/i18n/react';
import { formatPrice } from '@labmall/shared/format/currency';
import type { Reduction } from '../api/calculate-cart-totals';

/** "Spend ¥x more for ¥y off" for every rule whose next tier is still ahead. */
export function PromotionHints({ reductions }: { reductions: Reduction[] }) {
  const { t } = useTranslation();
  const hints = reductions.flatMap((rule) => {
    const next = rule.nextTier;
    if (!next || next.missing <= 0) return [];
    const missing = formatPrice(next.missing);
    if (rule.kind === 'reduce' && next.reduce !== undefined) {
      return [{ id: rule.ruleId, text: t('cart.totals.hintReduce', { missing, reduce: formatPrice(next.reduce), rule: rule.name }) }];
    }
    if (rule.kind === 'discount' && next.rate !== undefined) {
      // rate is per mille paid: 950 → 5 % off, written "9.5折" in Chinese.
      const percent = (1000 - next.rate) / 10;
      return [{ id: rule.ruleId, text: t('cart.totals.hintDiscount', { missing, percent, fold: next.rate / 100, rule: rule.name }) }];
    }
    return [];
  });
  if (hints.length === 0) return null;
  return (
    <ul className="cart-hints">
      {hints.map((hint) => <li key={hint.id}>{hint.text}</li>)}
    </ul>
  );
}
