import type { Lang } from '../../../i18n/language';
import type { MailTemplate } from './mail-template';

const locales: Record<Lang, string> = { zh: 'zh-CN', en: 'en-GB', ja: 'ja-JP', ko: 'ko-KR' };

/** Sent after a staff sign-in passed its second factor, so a sign-in the owner did not make is noticed. */
export const staffSignIn: MailTemplate = (lang, { at = '' }) => {
  const when = at ? `${new Date(at).toLocaleString(locales[lang], { timeZone: 'Asia/Shanghai' })} (UTC+8)` : '';
  const link = { path: '/backoffice' };
  switch (lang) {
    case 'zh':
      return { subject: '员工账户新登录', paragraphs: [`您的员工账户于 ${when} 完成登录（已通过二次验证）。`, '如果不是您本人，请立即联系管理员重置二次验证并修改密码。'], link: { ...link, label: '打开后台' } };
    case 'en':
      return { subject: 'New sign-in to your staff account', paragraphs: [`Your staff account signed in at ${when} (second factor passed).`, 'If this was not you, ask an admin at once to reset your second factor, and change your password.'], link: { ...link, label: 'Open the console' } };
    case 'ja':
      return { subject: 'スタッフアカウントへの新しいサインイン', paragraphs: [`スタッフアカウントに ${when} にサインインがありました（二段階認証済み）。`, 'お心当たりがない場合は、すぐに管理者に二段階認証のリセットを依頼し、パスワードを変更してください。'], link: { ...link, label: '管理画面を開く' } };
    case 'ko':
      return { subject: '직원 계정 새 로그인', paragraphs: [`직원 계정이 ${when}에 로그인했습니다(2단계 인증 통과).`, '본인이 아니라면 즉시 관리자에게 2단계 인증 재설정을 요청하고 비밀번호를 변경하세요.'], link: { ...link, label: '관리 콘솔 열기' } };
  }
};
