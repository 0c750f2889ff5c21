import type { MailContent } from './mail-template';
import type { Lang } from '../../../i18n/language';

/** quotationAnswered with outcome `withdrawn`: staff took a quoted price back before the buyer accepted it. */
export function quotationWithdrawn(lang: Lang, quoteNo: string, note: string, link: { path: string }): MailContent {
  const texts: Record<Lang, [string, string, string, string]> = {
    zh: [`报价单 ${quoteNo} 已撤回`, `您的报价单 ${quoteNo} 已被我们撤回，无法再接受。如仍需要，请重新询价。`, '原因', '查看报价单'],
    en: [`Quotation ${quoteNo} has been withdrawn`, `We have withdrawn quotation ${quoteNo}; it can no longer be accepted. Please request a new quotation if you still need it.`, 'Reason', 'View the quotation'],
    ja: [`お見積もり ${quoteNo} を取り下げました`, `お見積もり ${quoteNo} は取り下げられたため、承諾できなくなりました。引き続き必要な場合は改めて見積を依頼してください。`, '理由', '見積もりを見る'],
    ko: [`견적 ${quoteNo}이(가) 철회되었습니다`, `견적 ${quoteNo}이(가) 철회되어 더 이상 수락할 수 없습니다. 계속 필요하시면 다시 견적을 요청해 주세요.`, '사유', '견적 보기'],
  };
  const [subject, body, reason, label] = texts[lang];
  return { subject, paragraphs: [body, ...(note ? [`${reason}: ${note}`] : [])], link: { ...link, label } };
}
