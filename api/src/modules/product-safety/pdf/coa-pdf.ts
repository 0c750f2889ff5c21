import type { Lang } from '../../../i18n/language';
import { createPdfDocument, FONT, pdfBuffer } from '../../../lib/pdf/create-pdf-document';
import type { Certificate } from '../schemas';

type L = Record<Lang, string>;
const text = {
  title: { zh: '分析证书', en: 'Certificate of Analysis', ja: '分析証明書', ko: '분석 성적서' },
  product: { zh: '产品', en: 'Product', ja: '製品', ko: '제품' },
  sku: { zh: '货号', en: 'SKU', ja: '品番', ko: '품번' },
  lot: { zh: '批号', en: 'Lot number', ja: 'ロット番号', ko: '로트 번호' },
  made: { zh: '生产日期', en: 'Manufactured', ja: '製造日', ko: '제조일' },
  expires: { zh: '有效期至', en: 'Expiry date', ja: '使用期限', ko: '유효기한' },
  test: { zh: '检测项目', en: 'Test', ja: '試験項目', ko: '시험 항목' },
  spec: { zh: '指标', en: 'Specification', ja: '規格', ko: '규격' },
  result: { zh: '结果', en: 'Result', ja: '結果', ko: '결과' },
  method: { zh: '方法', en: 'Method', ja: '方法', ko: '방법' },
  verdict: { zh: '结论：本批产品符合上述规格。', en: 'Conclusion: this lot meets the specifications above.', ja: '結論：本ロットは上記規格に適合する。', ko: '결론: 본 로트는 위 규격에 적합함.' },
  qa: { zh: '质量保证部 · 电池实验室商城', en: 'Quality Assurance · Battery Lab Mall', ja: '品質保証部 · Battery Lab Mall', ko: '품질보증팀 · Battery Lab Mall' },
} satisfies Record<string, L>;

/** A one-page CoA: the lot's identity, then each test with its specification, result and method. */
export async function renderCoa(certificate: Certificate, lang: Lang): Promise<Buffer> {
  const t = (l: L) => l[lang];
  const doc = createPdfDocument({ lang, title: `${t(text.title)} ${certificate.lotNumber}`, createdAt: new Date(`${certificate.manufacturedOn}T00:00:00Z`) });
  doc.font(FONT.bold).fontSize(18).text(t(text.title));
  doc.moveDown(0.5).font(FONT.regular).fontSize(10);
  const facts: Array<[string, string]> = [
    [t(text.product), certificate.product.name],
    [t(text.sku), `${certificate.sku.code} (${certificate.sku.packageSize})`],
    [t(text.lot), certificate.lotNumber],
    [t(text.made), certificate.manufacturedOn],
    [t(text.expires), certificate.expiresOn],
  ];
  for (const [label, value] of facts) doc.font(FONT.bold).text(`${label}: `, { continued: true }).font(FONT.regular).text(value);

  doc.moveDown();
  const columns = [50, 200, 340, 430];
  const widths = [145, 135, 85, 115];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONT.bold : FONT.regular).fontSize(9);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! }));
    cells.forEach((cell, i) => doc.text(cell, columns[i]!, y, { width: widths[i]! }));
    doc.x = 50;
    doc.y = y + Math.max(...heights) + 6;
    doc.moveTo(50, doc.y - 3).lineTo(545, doc.y - 3).strokeColor('#ccc').lineWidth(0.5).stroke();
  };
  row([t(text.test), t(text.spec), t(text.result), t(text.method)], true);
  for (const r of certificate.results) row([r.name, r.spec, r.result, r.method]);
  doc.moveDown().font(FONT.regular).fontSize(10).text(t(text.verdict), 50);
  doc.moveDown(2).fontSize(9).fillColor('#555').text(t(text.qa));
  return pdfBuffer(doc);
}
