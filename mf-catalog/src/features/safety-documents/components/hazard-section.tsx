import { useId } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { LANGUAGES } from '@labmall/shared/i18n/languages';
import type { ProductSafetyData } from '../api/safety-types';
import { sdsUrl } from '../lib/sds-url';
import { GhsPictogram } from './ghs-pictogram';
import './safety-documents.css';

/**
 * The product's GHS label (pictograms, signal word, hazard statements in the page language) and its safety
 * data sheets, one download per language. Nothing for a product without GHS data (equipment).
 */
export function HazardSection({ product }: { product: ProductSafetyData }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { hazard, sdsLanguages } = product;
  if (!hazard && sdsLanguages.length === 0) return null;
  const classified = hazard !== null && (hazard.pictograms.length > 0 || hazard.signalWord !== null);
  return (
    <section className="product-section hazard-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('safetyDocs.hazard.title')}</h2>
      {classified ? (
        <>
          <ul className="hazard-pictograms" aria-label={t('safetyDocs.hazard.pictograms')}>
            {hazard.pictograms.map((code) => (
              <li key={code}>
                <GhsPictogram code={code} label={t(`safetyDocs.pictogram.${code}`)} />
              </li>
            ))}
          </ul>
          {hazard.signalWord ? (
            <p className="hazard-signal" data-signal={hazard.signalWord}>
              <span>{t('safetyDocs.hazard.signalWord')}</span> <strong>{t(`safetyDocs.signal.${hazard.signalWord}`)}</strong>
            </p>
          ) : null}
          <h3 className="hazard-subtitle">{t('safetyDocs.hazard.statements')}</h3>
          <ul className="hazard-statements">
            {hazard.statements.map((s) => (
              <li key={s.code}>
                <span className="hazard-code">{s.code}</span> {s.text}
              </li>
            ))}
          </ul>
          {hazard.unNumber ? <p className="hazard-un">{t('safetyDocs.hazard.unNumber', { un: hazard.unNumber })}</p> : null}
        </>
      ) : (
        <p>{t('safetyDocs.hazard.notClassified')}</p>
      )}
      {sdsLanguages.length > 0 ? (
        <div className="hazard-sds">
          <h3 className="hazard-subtitle">{t('safetyDocs.hazard.sds')}</h3>
          <ul>
            {LANGUAGES.filter((l) => sdsLanguages.includes(l.hreflang)).map((l) => (
              <li key={l.hreflang}>
                <a href={sdsUrl(product.id, l.hreflang)} hrefLang={l.hreflang} download type="application/pdf">
                  {t('safetyDocs.hazard.sdsLink', { language: l.label })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
