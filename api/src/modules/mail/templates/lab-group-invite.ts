import type { MailTemplate } from './mail-template';

/** An invitation to a lab group (modules/lab-groups/invites.ts): the link works once, for 7 days. */
export const labGroupInvite: MailTemplate = (lang, { token = '', groupName = '', institution = '', invitedBy = '' }) => {
  const link = { path: `/labInvite/${encodeURIComponent(token)}` };
  const group = institution ? `${groupName} (${institution})` : groupName;
  switch (lang) {
    case 'zh':
      return { subject: `邀请您加入课题组 ${groupName}`, paragraphs: [`${invitedBy} 邀请您加入课题组 ${group}，一起采购、共享地址、发票抬头与经费。`, '请在 7 天内登录后打开下面的链接接受邀请；链接只能使用一次。如果您不认识邀请人，请忽略此邮件。'], link: { ...link, label: '接受邀请' } };
    case 'en':
      return { subject: `Join the lab group ${groupName}`, paragraphs: [`${invitedBy} invites you to the lab group ${group}, to order together and share its addresses, invoice titles and budgets.`, 'Sign in and open the link below within 7 days to accept; it works once. If you do not know the sender, ignore this mail.'], link: { ...link, label: 'Accept the invitation' } };
    case 'ja':
      return { subject: `研究グループ ${groupName} への招待`, paragraphs: [`${invitedBy} さんから研究グループ ${group} への招待が届きました。住所・請求書名義・予算を共有して購買できます。`, '7 日以内にログインして下のリンクを開き、招待を承諾してください（リンクは一度だけ使えます）。お心当たりがない場合はこのメールを無視してください。'], link: { ...link, label: '招待を承諾する' } };
    case 'ko':
      return { subject: `연구 그룹 ${groupName} 초대`, paragraphs: [`${invitedBy}님이 연구 그룹 ${group}에 초대했습니다. 주소, 세금계산서 정보, 예산을 함께 쓰며 구매할 수 있습니다.`, '7일 안에 로그인한 뒤 아래 링크를 열어 초대를 수락하세요. 링크는 한 번만 쓸 수 있습니다. 모르는 분이 보냈다면 이 메일을 무시하세요.'], link: { ...link, label: '초대 수락' } };
  }
};
