import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { useAuthApp } from '../../../test/auth-requests';
import { drivers } from '../../../test/test-app';
import { answer, requestedQuotation } from '../quotation-kit';

/** The text of a PDF as a reader extracts it (pdf.js through unpdf), whitespace removed so CJK runs compare whole. */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, '');
}

describe.each(drivers)('quotation PDF on %s', (driver) => {
  const ctx = useAuthApp(driver);
  const download = (token: string, quoteNo: string, language: string) =>
    ctx.t.app.inject({ method: 'GET', url: `/api/quotation/pdf?quoteNo=${quoteNo}`, headers: { authorization: `Bearer ${token}`, 'accept-language': language } });

  it('is a PDF download in the reader language with the number, the Chinese product name and the total in capitals', async () => {
    const { buyer, skus, quoteNo } = await requestedQuotation(ctx.t.app, 'zh');
    await answer(ctx.t.app, quoteNo, skus.map((s) => s.code));
    const res = await download(buyer.token, quoteNo, 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="quotation-${quoteNo}.pdf"; filename*=UTF-8''quotation-${quoteNo}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Subset fonts: the document is small although each embedded font file is about 10 MB.
    expect(res.rawPayload.length).toBeLessThan(300_000);

    const text = await pdfText(res.rawPayload);
    expect(text).toContain(quoteNo);
    expect(text).toContain('六氟磷酸锂电解液');
    expect(text).toContain('报价单');
    expect(text).toContain('1,215.00');
    expect(text).toContain('壹仟贰佰壹拾伍元整');
  });

  it('sets Korean in the Korean font and English words for en; a requested quotation has no total yet', async () => {
    const { buyer, skus, quoteNo } = await requestedQuotation(ctx.t.app, 'ko');
    const korean = await download(buyer.token, quoteNo, 'ko');
    expect(korean.statusCode).toBe(200);
    const text = await pdfText(korean.rawPayload);
    expect(text).toContain('견적서');
    expect(text).toContain('육불화인산리튬전해액');

    await answer(ctx.t.app, quoteNo, skus.map((s) => s.code));
    const english = await download(buyer.token, quoteNo, 'en');
    expect(await pdfText(english.rawPayload)).toContain('Onethousandtwohundredfifteenyuanonly');
  });
});
