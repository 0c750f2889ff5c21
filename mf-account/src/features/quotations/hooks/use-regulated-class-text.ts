import { useTranslation } from '@labmall/shared/i18n/react';
import type { RegulatedClass } from '../api/quotation-types';

/** A regulated class in the shopper's words (the legal names of docs/regulated-chemicals.md, as the checkout says them). */
export function useRegulatedClassText(): (regulatedClass: RegulatedClass | null | undefined) => string {
  const { t } = useTranslation();
  // Literal keys, so the translation check sees each one.
  const texts: Record<RegulatedClass, string> = {
    precursor: t('checkout.regulated.classes.precursor'),
    explosive_precursor: t('checkout.regulated.classes.explosive_precursor'),
    highly_toxic: t('checkout.regulated.classes.highly_toxic'),
  };
  return (regulatedClass) => (regulatedClass ? texts[regulatedClass] : t('checkout.regulated.classes.unknown'));
}
