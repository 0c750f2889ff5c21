import type { Lang } from '../../i18n/language';
import { localize } from '../../i18n/language';
import { notFound } from '../../lib/app-error';
import { certificatePdfUrl, isLotNumber } from './lot-number';
import { lotTestNames, lotTestWords } from './lot-tests';
import { createPdfCache, fingerprint } from './pdf-cache';
import { PDF_TIME_LIMIT_MS, runHeavyWork } from '../../lib/heavy-work/pool';
import type { SafetyRepository } from './repository';
import type { Certificate } from './schemas';

const word = (value: string, lang: Lang) => {
  const words = lotTestWords[value];
  return words ? localize(words, lang) : value;
};

/** Certificates by lot number and safety data sheets per language; PDFs made on demand and kept. */
export function createSafetyService(repository: SafetyRepository) {
  const pdfs = createPdfCache();

  const certificate = async (lotNumber: string, lang: Lang): Promise<Certificate> => {
    const row = isLotNumber(lotNumber) ? await repository.findLot(lotNumber) : undefined;
    if (!row) throw notFound();
    return {
      lotNumber: row.lot.lotNumber,
      product: { id: row.product.id, name: localize(row.product.name, lang), casNumber: row.product.casNumber, formula: row.product.formula },
      sku: { code: row.sku.code, spec: localize(row.sku.spec, lang), packageSize: row.sku.packageSize },
      manufacturedOn: row.lot.manufacturedOn,
      expiresOn: row.lot.expiresOn,
      results: row.lot.results.map((r) => ({
        test: r.test,
        name: localize(lotTestNames[r.test] ?? { zh: r.test }, lang),
        spec: word(r.spec, lang),
        result: word(r.result, lang),
        method: r.method,
      })),
      pdfUrl: certificatePdfUrl(row.lot.lotNumber),
    };
  };

  return {
    certificate,

    async certificatePdf(lotNumber: string, lang: Lang) {
      const data = await certificate(lotNumber, lang);
      // Keyed by what it shows: a lot (or its product) edited in the console makes a new PDF, not the kept one.
      const pdf = await pdfs.get(`coa|${data.lotNumber}|${lang}|${fingerprint(data)}`, () => runHeavyWork('coaPdf', { certificate: data, lang }, { timeoutMs: PDF_TIME_LIMIT_MS }));
      return { ...pdf, fileName: `CoA-${data.lotNumber}.pdf` };
    },

    /** 404 when the product is unknown or has no sheet in `lang`. */
    async sdsPdf(productId: number, lang: Lang) {
      const [product, safety] = await Promise.all([repository.productForSheet(productId), repository.productSafety(productId)]);
      const sheet = safety.sheets.find((s) => s.language === lang);
      if (!product || !sheet) throw notFound();
      const pdf = await pdfs.get(`sds|${productId}|${lang}|${sheet.revision}|${fingerprint({ product, safety })}`, () =>
        runHeavyWork('sdsPdf', { product, safety, lang, revision: sheet.revision, issuedOn: sheet.issuedOn }, { timeoutMs: PDF_TIME_LIMIT_MS }));
      const label = (product.formula ?? product.skus[0]?.code.replace(/-[^-]+$/, '') ?? String(productId)).replace(/[^A-Za-z0-9().-]/g, '');
      return { ...pdf, fileName: `SDS-${label}-${lang}.pdf` };
    },
  };
}

export type SafetyService = ReturnType<typeof createSafetyService>;
