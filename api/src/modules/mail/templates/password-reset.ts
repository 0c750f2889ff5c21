import type { MailTemplate } from './mail-template';

/** The reset link: valid 30 minutes, once, and only while it is the newest one asked for. */
export const passwordReset: MailTemplate = (lang, { token = '' }) => {
  const link = { path: `/resetPassword?key=${encodeURIComponent(token)}` };
  switch (lang) {
    case 'zh':
      return { subject: '重置密码', paragraphs: ['有人（可能是您）请求重置此账户的密码。', '请在 30 分钟内打开下面的链接设置新密码；链接只能使用一次。如果不是您本人操作，请忽略此邮件，您的密码不会改变。'], link: { ...link, label: '设置新密码' } };
    case 'en':
      return { subject: 'Reset your password', paragraphs: ['Someone (probably you) asked to reset the password of this account.', 'Open the link below within 30 minutes to set a new password; it works once. If it was not you, ignore this mail: your password stays as it is.'], link: { ...link, label: 'Set a new password' } };
    case 'ja':
      return { subject: 'パスワードの再設定', paragraphs: ['このアカウントのパスワード再設定が依頼されました。', '30 分以内に下のリンクを開いて新しいパスワードを設定してください（リンクは一度だけ使えます）。お心当たりがない場合はこのメールを無視してください。パスワードは変わりません。'], link: { ...link, label: '新しいパスワードを設定' } };
    case 'ko':
      return { subject: '비밀번호 재설정', paragraphs: ['이 계정의 비밀번호 재설정이 요청되었습니다.', '30분 안에 아래 링크를 열어 새 비밀번호를 설정하세요. 링크는 한 번만 쓸 수 있습니다. 본인이 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.'], link: { ...link, label: '새 비밀번호 설정' } };
  }
};
