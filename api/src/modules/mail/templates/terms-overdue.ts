import type { MailTemplate } from './mail-template';

/** To the group's finance members (owners when it has none): a term order passed its due date unpaid (lab-group-terms). */
export const termsOverdue: MailTemplate = (lang, { groupId = '', groupName = '', orderNo = '', amount = '', dueOn = '' }) => {
  const link = { path: `/user/labGroup/${encodeURIComponent(groupId)}` };
  switch (lang) {
    case 'zh':
      return { subject: `${groupName}：账期订单 ${orderNo} 已逾期`, paragraphs: [`课题组 ${groupName} 的账期订单 ${orderNo}（¥${amount}）应于 ${dueOn} 前付款，目前尚未收到。`, '请尽快通过银行转账付款，转账附言请填写订单号。付清之前，课题组不能再使用账期下单。'], link: { ...link, label: '查看课题组' } };
    case 'en':
      return { subject: `${groupName}: the term order ${orderNo} is overdue`, paragraphs: [`The term order ${orderNo} (¥${amount}) of the lab group ${groupName} was due on ${dueOn} and has not been paid.`, 'Please pay it by bank transfer with the order number as the reference. Until it is paid, the group cannot order on terms.'], link: { ...link, label: 'View the lab group' } };
    case 'ja':
      return { subject: `${groupName}：掛け払いの注文 ${orderNo} の支払期限が過ぎました`, paragraphs: [`研究グループ ${groupName} の掛け払いの注文 ${orderNo}（¥${amount}）の支払期限は ${dueOn} でしたが、まだ入金がありません。`, '注文番号を振込名義に添えて銀行振込でお支払いください。支払いが済むまで、グループは掛け払いで注文できません。'], link: { ...link, label: '研究グループを見る' } };
    case 'ko':
      return { subject: `${groupName}: 외상 주문 ${orderNo}의 지급 기한이 지났습니다`, paragraphs: [`연구 그룹 ${groupName}의 외상 주문 ${orderNo}(¥${amount})의 지급 기한은 ${dueOn}이었으나 아직 입금되지 않았습니다.`, '주문 번호를 입금자 메모에 적어 계좌 이체로 지급해 주세요. 지급 전까지 그룹은 외상으로 주문할 수 없습니다.'], link: { ...link, label: '연구 그룹 보기' } };
  }
};
