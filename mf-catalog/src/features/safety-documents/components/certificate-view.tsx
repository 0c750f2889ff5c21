import { useTranslation } from '@labmall/shared/i18n/react';
import { Link } from '@labmall/shared/router';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import type { Certificate } from '../api/safety-types';
import { apiFileUrl } from '@labmall/shared/api/api-file-url';

/** One lot's certificate of analysis: which product and batch, each test's specification and result, the PDF. */
export function CertificateView({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const c = certificate;
  return (
    <article className="certificate-view" aria-labelledby="certificate-title">
      <h2 id="certificate-title">{t('safetyDocs.certificate.title', { lot: c.lotNumber })}</h2>
      <dl className="certificate-facts">
        <dt>{t('safetyDocs.certificate.product')}</dt>
        <dd><Link to={localize(`/product/${c.product.id}`)}>{c.product.name}</Link></dd>
        <dt>{t('safetyDocs.certificate.sku')}</dt>
        <dd>{c.sku.code} · {c.sku.packageSize}</dd>
        {c.product.casNumber ? <><dt>{t('catalog.product.casNumber')}</dt><dd>{c.product.casNumber}</dd></> : null}
        <dt>{t('safetyDocs.certificate.manufactured')}</dt>
        <dd>{c.manufacturedOn}</dd>
        <dt>{t('safetyDocs.certificate.expires')}</dt>
        <dd>{c.expiresOn}</dd>
      </dl>
      <table className="certificate-results">
        <caption className="visually-hidden">{t('safetyDocs.certificate.results')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('safetyDocs.certificate.test')}</th>
            <th scope="col">{t('safetyDocs.certificate.spec')}</th>
            <th scope="col">{t('safetyDocs.certificate.result')}</th>
            <th scope="col">{t('safetyDocs.certificate.method')}</th>
          </tr>
        </thead>
        <tbody>
          {c.results.map((r) => (
            <tr key={r.test}>
              <th scope="row">{r.name}</th>
              <td>{r.spec}</td>
              <td>{r.result}</td>
              <td>{r.method}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a className="button" href={apiFileUrl(c.pdfUrl)} download type="application/pdf">{t('safetyDocs.certificate.download', { lot: c.lotNumber })}</a>
      </p>
    </article>
  );
}
