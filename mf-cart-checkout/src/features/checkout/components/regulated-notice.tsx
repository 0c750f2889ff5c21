import { useTranslation } from '@labmall/shared/i18n/react';
import type { PricedLine } from '../api/checkout-types';
import { useRegulatedClassText } from '../hooks/use-regulated-class-text';

interface RegulatedNoticeProps {
  /** The order's regulated lines (the notice is not shown without one). */
  lines: PricedLine[];
  /** The shopper chose a personal order, which the server refuses for a regulated chemical. */
  personal: boolean;
  /** Whether the shopper has a lab group to order for ('loading' until their groups are known). */
  groups: 'loading' | 'some' | 'none';
}

/**
 * At the top of the order lines: which lines are regulated chemicals, of which class, and that they are sold only
 * for a verified lab group; a personal order is told to choose a group instead of being sent to be refused.
 */
export function RegulatedNotice({ lines, personal, groups }: RegulatedNoticeProps) {
  const { t } = useTranslation();
  const classText = useRegulatedClassText();
  if (lines.length === 0) return null;
  return (
    <div className="checkout-regulated" role="note" aria-label={t('checkout.regulated.title')}>
      <p className="checkout-regulated-title"><strong>{t('checkout.regulated.title')}</strong></p>
      <ul>
        {lines.map((line) => (
          <li key={line.skuId}>{t('checkout.regulated.line', { name: line.name, class: classText(line.regulatedClass) })}</li>
        ))}
      </ul>
      <p>{t('checkout.regulated.rule')}</p>
      {personal ? (
        <p className="form-error" role="alert">
          {groups === 'some' ? t('checkout.regulated.choosePersonal') : groups === 'none' ? t('checkout.regulated.noGroup') : t('checkout.regulated.needGroup')}
        </p>
      ) : null}
    </div>
  );
}
