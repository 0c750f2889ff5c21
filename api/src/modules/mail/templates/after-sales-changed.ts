import type { Lang } from '../../../i18n/language';
import type { MailTemplate } from './mail-template';

const statusNames: Record<Lang, Record<string, string>> = {
  zh: { submitted: '已提交', reviewing: '审核中', approved: '已同意', rejected: '已拒绝', completed: '已完成' },
  en: { submitted: 'submitted', reviewing: 'under review', approved: 'approved', rejected: 'rejected', completed: 'completed' },
  ja: { submitted: '受付済み', reviewing: '審査中', approved: '承認済み', rejected: '却下', completed: '完了' },
  ko: { submitted: '접수됨', reviewing: '검토 중', approved: '승인됨', rejected: '거절됨', completed: '완료됨' },
};

/** Sent when staff move an after-sales request; carries the note staff wrote for the shopper. */
export const afterSalesChanged: MailTemplate = (lang, { requestNo = '', status = '', note = '' }) => {
  const state = statusNames[lang][status] ?? status;
  const link = { path: '/service/afterSales' };
  switch (lang) {
    case 'zh':
      return { subject: `售后申请 ${requestNo}：${state}`, paragraphs: [`您的售后申请 ${requestNo} 状态已更新为「${state}」。`, ...(note ? [`客服留言：${note}`] : [])], link: { ...link, label: '查看售后申请' } };
    case 'en':
      return { subject: `After-sales request ${requestNo}: ${state}`, paragraphs: [`Your after-sales request ${requestNo} is now ${state}.`, ...(note ? [`Our note: ${note}`] : [])], link: { ...link, label: 'View your requests' } };
    case 'ja':
      return { subject: `アフターサービス申請 ${requestNo}：${state}`, paragraphs: [`アフターサービス申請 ${requestNo} の状態が「${state}」になりました。`, ...(note ? [`担当者より：${note}`] : [])], link: { ...link, label: '申請を見る' } };
    case 'ko':
      return { subject: `A/S 신청 ${requestNo}: ${state}`, paragraphs: [`A/S 신청 ${requestNo}의 상태가 '${state}'(으)로 바뀌었습니다.`, ...(note ? [`담당자 메모: ${note}`] : [])], link: { ...link, label: '신청 보기' } };
  }
};
