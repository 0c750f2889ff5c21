import type { MailTemplate } from './mail-template';

/**
 * To the group's owners and finance members: staff granted, changed or switched off its payment terms (lab-group-terms).
 * `active` is 'true' or 'false'; `days` and `creditLimit` (yuan) are the terms now.
 */
export const termsChanged: MailTemplate = (lang, { groupId = '', groupName = '', days = '', creditLimit = '', active = 'true' }) => {
  const link = { path: `/user/labGroup/${encodeURIComponent(groupId)}` };
  const on = active === 'true';
  switch (lang) {
    case 'zh':
      return on
        ? { subject: `${groupName}：账期付款已开通`, paragraphs: [`课题组 ${groupName} 现可凭发票付款（账期）：订单先发货，之后于 ${days} 天内通过银行转账付款，转账附言请填写订单号。`, `信用额度为 ¥${creditLimit}：未付的账期订单合计不能超过此额度；有逾期订单时不能再使用账期下单。`], link: { ...link, label: '查看课题组' } }
        : { subject: `${groupName}：账期付款已关闭`, paragraphs: [`课题组 ${groupName} 的账期付款已关闭，新订单须先付款再发货。`, '已按账期下单的订单仍按原到期日付款。'], link: { ...link, label: '查看课题组' } };
    case 'en':
      return on
        ? { subject: `${groupName}: pay on invoice is open`, paragraphs: [`The lab group ${groupName} can now order on invoice: orders ship first and are paid by bank transfer within ${days} days, with the order number as the reference.`, `The credit limit is ¥${creditLimit}: unpaid orders on invoice may not add up to more, and while one is overdue the group cannot order on invoice.`], link: { ...link, label: 'View the lab group' } }
        : { subject: `${groupName}: pay on invoice is switched off`, paragraphs: [`Pay on invoice is switched off for the lab group ${groupName}: new orders are paid before they ship.`, 'Orders already placed on invoice are still due by their dates.'], link: { ...link, label: 'View the lab group' } };
    case 'ja':
      return on
        ? { subject: `${groupName}：請求書払いが利用できるようになりました`, paragraphs: [`研究グループ ${groupName} は請求書払いで注文できるようになりました。商品を先に発送し、${days} 日以内に注文番号を添えて銀行振込でお支払いください。`, `与信限度額は ¥${creditLimit} です。未払いの請求書払いの注文の合計はこれを超えられず、期限超過の注文がある間は請求書払いで注文できません。`], link: { ...link, label: '研究グループを見る' } }
        : { subject: `${groupName}：請求書払いが停止されました`, paragraphs: [`研究グループ ${groupName} の請求書払いは停止されました。新しい注文は発送前のお支払いとなります。`, 'すでに請求書払いで注文したものは、それぞれの期日までにお支払いください。'], link: { ...link, label: '研究グループを見る' } };
    case 'ko':
      return on
        ? { subject: `${groupName}: 청구서 결제를 사용할 수 있습니다`, paragraphs: [`연구 그룹 ${groupName}은(는) 이제 청구서 결제로 주문할 수 있습니다. 주문은 먼저 발송되고, ${days}일 이내에 주문 번호를 적어 계좌이체로 결제합니다.`, `신용 한도는 ¥${creditLimit}입니다. 미결제 청구서 주문의 합계는 이를 넘을 수 없으며, 기한이 지난 주문이 있으면 청구서 결제로 주문할 수 없습니다.`], link: { ...link, label: '연구 그룹 보기' } }
        : { subject: `${groupName}: 청구서 결제가 중지되었습니다`, paragraphs: [`연구 그룹 ${groupName}의 청구서 결제가 중지되었습니다. 새 주문은 발송 전에 결제해야 합니다.`, '이미 청구서 결제로 주문한 건은 각 기한까지 결제해 주세요.'], link: { ...link, label: '연구 그룹 보기' } };
  }
};
