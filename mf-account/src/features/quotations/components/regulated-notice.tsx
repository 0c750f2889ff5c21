import { useTranslation } from '@labmall/shared/i18n/react';
import type { QuotationLine } from '../api/quotation-types';
import { useRegulatedClassText } from '../hooks/use-regulated-class-text';

/** Above the accept step: which lines are regulated chemicals, of which class, and what accepting them needs. */
export function RegulatedNotice({ lines }: { lines: QuotationLine[] }) {
  const { t } = useTranslation();
  const classText = useRegulatedClassText();
  if (lines.length === 0) return null;
  return (
    <div className="quotation-regulated" role="note" aria-label={t('quotations.group.regulatedTitle')}>
      <p><strong>{t('quotations.group.regulatedTitle')}</strong></p>
      <ul>
        {lines.map((line) => (
          <li key={line.skuId}>{t('checkout.regulated.line', { name: line.name, class: classText(line.regulatedClass) })}</li>
        ))}
      </ul>
      <p>{t('quotations.group.regulatedRule')}</p>
    </div>
  );
}
