import { useTranslation } from '@labmall/shared/i18n/react';

/** The three legal classes of docs/regulated-chemicals.md; a product is in at most one (null: none). */
export const REGULATED_CLASSES = ['precursor', 'explosive_precursor', 'highly_toxic'] as const;
export type RegulatedClass = (typeof REGULATED_CLASSES)[number];

/** A class by its name in the reader's language (the legal name in Chinese); an unknown one as it came. */
export function useRegulatedClassText() {
  const { t } = useTranslation();
  return (value: string | null) =>
    value === null ? t('backoffice.regulatedClass.none') : (REGULATED_CLASSES as readonly string[]).includes(value) ? t(`backoffice.regulatedClass.${value}`) : value;
}

/** Today in China: the day permits and the register are counted on. */
export { chinaToday } from './day-range';
