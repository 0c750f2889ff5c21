import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderCoa } from './coa-pdf';
import { renderSds, type SheetInput } from './sds-pdf';

const textOf = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;

const lipf6: SheetInput['product'] = {
  id: 90301,
  name: { zh: '六氟磷酸锂', en: 'Lithium hexafluorophosphate', ja: '六フッ化リン酸リチウム', ko: '육불화인산리튬' },
  casNumber: '21324-40-3',
  formula: 'LiPF6',
  status: 'on_sale',
  skus: [{ code: 'LM-0903-0001-25G', purity: '≥ 99.99%' }],
};
const safety = (codes: Array<[string, string, string]>): SheetInput['safety'] => ({
  hazard: { productId: 90301, pictograms: ['GHS05', 'GHS06'], signalWord: 'danger', hazardCodes: codes.map(([c]) => c), unNumber: null, createdAt: new Date(), updatedAt: new Date() },
  statements: codes.map(([code, zh, ko]) => ({ code, text: { zh, en: code, ja: code, ko } })),
  sheets: [],
});

describe('generated PDFs carry real, extractable text (embedded CJK font)', () => {
  it('the zh SDS reads in Chinese: title, product, signal word and statements', async () => {
    const pdf = await renderSds({ product: lipf6, safety: safety([['H314', '造成严重皮肤灼伤和眼损伤', '피부에 심한 화상']]), lang: 'zh', revision: 1, issuedOn: '2026-01-15' });
    const text = await textOf(pdf);
    for (const expected of ['安全技术说明书', '六氟磷酸锂', '危险', '造成严重皮肤灼伤和眼损伤', '21324-40-3', '16 其他信息']) expect(text).toContain(expected);
  });

  it('the ko SDS renders Hangul', async () => {
    const pdf = await renderSds({ product: lipf6, safety: safety([['H314', '造成严重皮肤灼伤和眼损伤', '피부에 심한 화상']]), lang: 'ko', revision: 1, issuedOn: '2026-01-15' });
    const text = await textOf(pdf);
    expect(text).toContain('물질안전보건자료');
    expect(text).toContain('육불화인산리튬');
  });

  it('the CoA names its lot number and results', async () => {
    const pdf = await renderCoa(
      {
        lotNumber: 'B90301-1A',
        product: { id: 90301, name: '六氟磷酸锂', casNumber: '21324-40-3', formula: 'LiPF6' },
        sku: { code: 'LM-0903-0001-25G', spec: '25 g', packageSize: '25 g' },
        manufacturedOn: '2026-02-01',
        expiresOn: '2028-02-01',
        results: [{ test: 'water', name: '水分', spec: '≤ 20 ppm', result: '8.4 ppm', method: 'Karl Fischer, coulometric' }],
        pdfUrl: '/api/safety/certificate/pdf?lot=B90301-1A',
      },
      'zh',
    );
    const text = await textOf(pdf);
    for (const expected of ['分析证书', 'B90301-1A', '六氟磷酸锂', '8.4 ppm', '2028-02-01']) expect(text).toContain(expected);
  });
});
