import type { MailTemplate } from './mail-template';

/**
 * To the requester: the request was approved (an unpaid order, linked like the account's order links, to pay it)
 * or rejected (with the approver's note, linked to the request).
 */
export const approvalDecided: MailTemplate = (lang, { outcome = '', requestId = '', groupName = '', orderNo = '', total = '', note = '' }) => {
  const approved = outcome === 'approved';
  const path = approved ? `/user/orderDetail?orderNo=${encodeURIComponent(orderNo)}` : `/user/approval/${encodeURIComponent(requestId)}`;
  switch (lang) {
    case 'zh':
      return approved
        ? { subject: `${groupName}：您的申请已批准，订单 ${orderNo}`, paragraphs: [`您在课题组 ${groupName} 提交的申请已批准，已生成订单 ${orderNo}（¥${total}，由经费支付）。`, ...(note ? [`审批意见：${note}`] : []), '请在付款期限内完成付款。'], link: { path, label: '查看并付款' } }
        : { subject: `${groupName}：您的申请被驳回`, paragraphs: [`您在课题组 ${groupName} 提交的申请（¥${total}）被驳回。`, `审批意见：${note}`], link: { path, label: '查看申请' } };
    case 'en':
      return approved
        ? { subject: `${groupName}: your request is approved, order ${orderNo}`, paragraphs: [`Your request in the lab group ${groupName} is approved: order ${orderNo} (¥${total}, paid from the budget) is placed.`, ...(note ? [`Approver's note: ${note}`] : []), 'Please pay it before its deadline.'], link: { path, label: 'View and pay' } }
        : { subject: `${groupName}: your request was rejected`, paragraphs: [`Your request of ¥${total} in the lab group ${groupName} was rejected.`, `Approver's note: ${note}`], link: { path, label: 'View the request' } };
    case 'ja':
      return approved
        ? { subject: `${groupName}：申請が承認されました（注文 ${orderNo}）`, paragraphs: [`研究グループ ${groupName} での申請が承認され、注文 ${orderNo}（¥${total}、予算から支払い）が作成されました。`, ...(note ? [`承認者のコメント：${note}`] : []), 'お支払い期限までにお支払いください。'], link: { path, label: '確認して支払う' } }
        : { subject: `${groupName}：申請が却下されました`, paragraphs: [`研究グループ ${groupName} での ¥${total} の申請は却下されました。`, `承認者のコメント：${note}`], link: { path, label: '申請を見る' } };
    case 'ko':
      return approved
        ? { subject: `${groupName}: 요청이 승인되었습니다 (주문 ${orderNo})`, paragraphs: [`연구 그룹 ${groupName}에서 올린 요청이 승인되어 주문 ${orderNo}(¥${total}, 예산에서 결제)이 생성되었습니다.`, ...(note ? [`승인자 의견: ${note}`] : []), '결제 기한 안에 결제해 주세요.'], link: { path, label: '확인하고 결제' } }
        : { subject: `${groupName}: 요청이 반려되었습니다`, paragraphs: [`연구 그룹 ${groupName}에서 올린 ¥${total} 요청이 반려되었습니다.`, `승인자 의견: ${note}`], link: { path, label: '요청 보기' } };
  }
};
