import type { MailTemplate } from './mail-template';
import { quotationWithdrawn } from './quotation-withdrawn';

/** Sent when staff price a requested quotation (outcome quoted, with its validity), decline it (rejected) or withdraw a price (withdrawn). */
export const quotationAnswered: MailTemplate = (lang, { quoteNo = '', outcome = 'quoted', validUntil = '', note = '' }) => {
  const link = { path: `/user/quotationDetail?quoteNo=${encodeURIComponent(quoteNo)}` };
  if (outcome === 'withdrawn') return quotationWithdrawn(lang, quoteNo, note, link);
  const quoted = outcome === 'quoted';
  switch (lang) {
    case 'zh':
      return { subject: quoted ? `报价单 ${quoteNo} 已报价` : `报价单 ${quoteNo} 未能报价`,
        paragraphs: [quoted ? `您的询价 ${quoteNo} 已报价，有效期至 ${validUntil}。` : `很抱歉，您的询价 ${quoteNo} 未能报价。`, ...(note ? [`备注：${note}`] : [])], link: { ...link, label: '查看报价单' } };
    case 'en':
      return { subject: quoted ? `Your quotation ${quoteNo} is ready` : `Quotation ${quoteNo} could not be priced`,
        paragraphs: [quoted ? `Your quotation request ${quoteNo} has been priced; the prices hold until ${validUntil}.` : `We are sorry: your quotation request ${quoteNo} could not be priced.`, ...(note ? [`Note: ${note}`] : [])], link: { ...link, label: 'View the quotation' } };
    case 'ja':
      return { subject: quoted ? `お見積もり ${quoteNo} をご用意しました` : `お見積もり ${quoteNo} はお受けできませんでした`,
        paragraphs: [quoted ? `お見積もり依頼 ${quoteNo} の価格をご提示しました（有効期限：${validUntil}）。` : `申し訳ございません。お見積もり依頼 ${quoteNo} はお受けできませんでした。`, ...(note ? [`備考：${note}`] : [])], link: { ...link, label: '見積もりを見る' } };
    case 'ko':
      return { subject: quoted ? `견적 ${quoteNo}이(가) 준비되었습니다` : `견적 ${quoteNo}을(를) 제공할 수 없습니다`,
        paragraphs: [quoted ? `견적 요청 ${quoteNo}의 가격이 책정되었습니다. 유효 기한: ${validUntil}.` : `죄송합니다. 견적 요청 ${quoteNo}의 가격을 책정할 수 없었습니다.`, ...(note ? [`메모: ${note}`] : [])], link: { ...link, label: '견적 보기' } };
  }
};
