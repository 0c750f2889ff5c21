import { useTranslation } from '@labmall/shared/i18n/react';

/** The description is plain text; blank lines separate paragraphs (never rendered as HTML). */
export function ProductDescription({ text }: { text: string }) {
  const { t } = useTranslation();
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="product-description-title">
      <h2 id="product-description-title">{t('catalog.product.description')}</h2>
      {paragraphs.map((paragraph, n) => (
        <p key={n} className="product-description">
          {paragraph}
        </p>
      ))}
    </section>
  );
}
