import type { MailTemplate } from './mail-template';

/** To the group's approvers (owners when it has none): a member sent an order for approval (lab-group-approvals). */
export const approvalRequested: MailTemplate = (lang, { requestId = '', groupName = '', requesterName = '', total = '' }) => {
  const link = { path: `/user/approval/${encodeURIComponent(requestId)}` };
  switch (lang) {
    case 'zh':
      return { subject: `${groupName}：${requesterName} 提交了一份待审批的订单`, paragraphs: [`${requesterName} 在课题组 ${groupName} 提交了一份 ¥${total} 的订单，等待您审批。`, '请打开下面的链接查看商品和原因，批准或驳回。'], link: { ...link, label: '查看申请' } };
    case 'en':
      return { subject: `${groupName}: ${requesterName} sent an order for approval`, paragraphs: [`${requesterName} sent an order of ¥${total} in the lab group ${groupName} for your approval.`, 'Open the link below to see its lines and reasons, then approve or reject it.'], link: { ...link, label: 'View the request' } };
    case 'ja':
      return { subject: `${groupName}：${requesterName} さんから承認依頼が届きました`, paragraphs: [`${requesterName} さんが研究グループ ${groupName} で ¥${total} の注文の承認を依頼しました。`, '下のリンクから商品と理由を確認し、承認または却下してください。'], link: { ...link, label: '申請を見る' } };
    case 'ko':
      return { subject: `${groupName}: ${requesterName}님이 주문 승인을 요청했습니다`, paragraphs: [`${requesterName}님이 연구 그룹 ${groupName}에서 ¥${total} 주문의 승인을 요청했습니다.`, '아래 링크에서 상품과 사유를 확인하고 승인하거나 반려하세요.'], link: { ...link, label: '요청 보기' } };
  }
};
