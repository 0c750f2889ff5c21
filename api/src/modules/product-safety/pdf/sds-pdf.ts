import type { Lang } from '../../../i18n/language';
import { localize } from '../../../i18n/language';
import { createPdfDocument, FONT, pdfBuffer, type PdfDocument } from '../../../lib/pdf/create-pdf-document';
import type { SafetyRepository } from '../repository';
import { pictogramNames, sdsSections, sdsText } from './sds-texts';

type Product = NonNullable<Awaited<ReturnType<SafetyRepository['productForSheet']>>>;
type Safety = Awaited<ReturnType<SafetyRepository['productSafety']>>;
export type SheetInput = { product: Product; safety: Safety; lang: Lang; revision: number; issuedOn: string };

const has = (codes: string[], ...wanted: string[]) => codes.some((code) => wanted.includes(code));

/** The label's pictograms as red-bordered diamonds with their codes, in a row under the heading of section 2. */
function drawPictograms(doc: PdfDocument, codes: string[]) {
  const size = 44;
  const top = doc.y + 4;
  codes.forEach((code, i) => {
    const x = doc.page.margins.left + i * (size + 12);
    doc.save().lineWidth(3).strokeColor('#e30613').fillColor('#fff')
      .polygon([x + size / 2, top], [x + size, top + size / 2], [x + size / 2, top + size], [x, top + size / 2]).fillAndStroke().restore();
    doc.font(FONT.bold).fontSize(8).fillColor('#000').text(code, x, top + size / 2 - 5, { width: size, align: 'center' });
  });
  doc.x = doc.page.margins.left;
  doc.y = top + size + 6;
}

function section(doc: PdfDocument, heading: string, lines: string[]) {
  doc.moveDown(0.6).font(FONT.bold).fontSize(11).fillColor('#1f3a5f').text(heading);
  doc.font(FONT.regular).fontSize(9.5).fillColor('#000');
  for (const line of lines) doc.text(line, { paragraphGap: 2 });
}

/**
 * A safety data sheet with the 16 GHS sections, abbreviated but true to the product's classification: which
 * first aid, fire-fighting and storage advice applies follows from its pictograms and statements.
 */
export async function renderSds({ product, safety, lang, revision, issuedOn }: SheetInput): Promise<Buffer> {
  const t = (text: Record<Lang, string>) => text[lang];
  const name = localize(product.name, lang);
  const hazard = safety.hazard;
  const codes = hazard?.hazardCodes ?? [];
  const pictograms = hazard?.pictograms ?? [];
  const statementText = new Map(safety.statements.map((s) => [s.code, localize(s.text, lang)]));
  const statementLines = codes.map((code) => `${code}  ${statementText.get(code) ?? ''}`);
  const waterReactive = has(codes, 'H260', 'EUH014');
  const flammable = pictograms.includes('GHS02');
  const corrosive = pictograms.includes('GHS05');
  const gas = pictograms.includes('GHS04');
  const fluorinated = /F/.test(product.formula ?? '') || /PF6|BF4|TFSI|FSI/.test(product.name.en);
  const health = codes.filter((c) => /^H3/.test(c)).map((c) => `${c} ${statementText.get(c) ?? ''}`);
  const ecology = codes.filter((c) => /^H4/.test(c)).map((c) => `${c} ${statementText.get(c) ?? ''}`);

  const doc = createPdfDocument({ lang, title: `${t(sdsText.title)} - ${name}`, createdAt: new Date(`${issuedOn}T00:00:00Z`) });
  doc.font(FONT.bold).fontSize(18).text(t(sdsText.title));
  doc.font(FONT.regular).fontSize(12).text(name);
  doc.fontSize(8.5).fillColor('#555').text(`${t(sdsText.revision)} ${revision} · ${t(sdsText.issued)} ${issuedOn}`).fillColor('#000');

  const sections: string[][] = [
    [
      `${t(sdsText.product)}: ${name}`,
      `${t(sdsText.codes)}: ${product.skus.map((s) => s.code).join(', ')}`,
      ...(product.casNumber ? [`${t(sdsText.cas)}: ${product.casNumber}`] : []),
      t(sdsText.use),
      t(sdsText.supplier),
    ],
    hazard && (hazard.signalWord || pictograms.length > 0)
      ? [
          `${t(sdsText.signal)}: ${hazard.signalWord ? t(sdsText[hazard.signalWord]) : '-'}`,
          `${t(sdsText.pictograms)}: ${pictograms.map((p) => `${p} (${t(pictogramNames[p]!)})`).join(', ')}`,
          `${t(sdsText.statements)}:`,
          ...statementLines,
        ]
      : [t(sdsText.notClassified)],
    product.casNumber
      ? [`${t(sdsText.substance)}: ${name}`, `${t(sdsText.cas)}: ${product.casNumber}`, ...(product.formula ? [`${t(sdsText.formula)}: ${product.formula}`] : []),
          ...(product.skus[0]?.purity ? [`${t(sdsText.purity)}: ${product.skus[0].purity}`] : [])]
      : [t(sdsText.mixture)],
    [t(sdsText.firstAidGeneral), ...(corrosive || has(codes, 'H315', 'H319', 'H318') ? [t(sdsText.firstAidSkin)] : []), ...(corrosive && fluorinated ? [t(sdsText.firstAidHf)] : [])],
    [waterReactive ? t(sdsText.fireWaterReactive) : flammable ? t(sdsText.fireFlammable) : t(sdsText.fireGeneral)],
    [t(sdsText.release)],
    [gas ? t(sdsText.storageGas) : waterReactive || fluorinated ? t(sdsText.storageInert) : flammable ? t(sdsText.storageFlammable) : t(sdsText.storageGeneral)],
    [t(sdsText.ppe)],
    [...(product.formula ? [`${t(sdsText.formula)}: ${product.formula}`] : []), t(sdsText.properties)],
    [waterReactive || fluorinated ? t(sdsText.reactiveWater) : t(sdsText.stable)],
    health.length > 0 ? [t(sdsText.toxicity), ...health] : [t(sdsText.noToxicity)],
    ecology.length > 0 ? [t(sdsText.ecology), ...ecology] : [t(sdsText.noEcology)],
    [t(sdsText.disposal)],
    [hazard?.unNumber ? `${t(sdsText.un)}: ${hazard.unNumber}` : hazard && pictograms.length === 0 ? t(sdsText.notDangerousGoods) : t(sdsText.unUnknown)],
    [t(sdsText.regulation)],
    [`${t(sdsText.revision)}: ${revision}; ${t(sdsText.issued)}: ${issuedOn}`, t(sdsText.disclaimer)],
  ];
  sections.forEach((lines, i) => {
    section(doc, t(sdsSections[i]!), lines);
    if (i === 1 && pictograms.length > 0) drawPictograms(doc, pictograms);
  });
  return pdfBuffer(doc);
}
