import type { Lang } from '../../i18n/language';
import { languages, localize } from '../../i18n/language';
import type { SafetyRepository } from './repository';
import type { ProductSafety } from './schemas';

type Stored = Awaited<ReturnType<SafetyRepository['productSafety']>>;

/** The product page's safety fields: the classification in `lang` (statements in label order) and the SDS languages. */
export function toProductSafety({ hazard, statements, sheets }: Stored, lang: Lang): ProductSafety {
  const texts = new Map(statements.map((s) => [s.code, localize(s.text, lang)]));
  return {
    hazard: hazard
      ? {
          pictograms: hazard.pictograms,
          signalWord: hazard.signalWord,
          statements: hazard.hazardCodes.map((code) => ({ code, text: texts.get(code) ?? '' })),
          unNumber: hazard.unNumber,
        }
      : null,
    sdsLanguages: languages.filter((l) => sheets.some((sheet) => sheet.language === l)),
  };
}
