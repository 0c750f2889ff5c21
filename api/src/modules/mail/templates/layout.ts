import type { Lang } from '../../../i18n/language';
import { shopNames, urlPrefixes, type MailContent } from './mail-template';

export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const footers: Record<Lang, string> = {
  zh: '这是一封系统邮件，请勿直接回复。',
  en: 'This mail was sent automatically; please do not reply to it.',
  ja: 'このメールは自動送信です。返信しないでください。',
  ko: '이 메일은 자동으로 발송되었습니다. 회신하지 마세요.',
};

/**
 * The plain-text and HTML parts of one mail, both with the shop's name and, when there is one, the absolute
 * link back to the page in the recipient's language (`origin` is PUBLIC_ORIGIN or this machine's address).
 */
export function layoutMail(lang: Lang, content: MailContent, origin: string): RenderedMail {
  const shop = shopNames[lang];
  const url = content.link ? `${origin}/${urlPrefixes[lang]}${content.link.path}` : undefined;
  const subject = `[${shop}] ${content.subject}`;
  const text = [
    ...content.paragraphs,
    ...(content.link && url ? [`${content.link.label}: ${url}`] : []),
    '',
    `— ${shop}`,
    footers[lang],
  ].join('\n\n');
  const paragraphs = content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = content.link && url
    ? `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(content.link.label)}</a></p>\n<p style="font-size:12px;color:#555">${escapeHtml(url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.5;color:#222;max-width:600px;margin:0 auto;padding:16px">
<h1 style="font-size:18px">${escapeHtml(shop)}</h1>
${paragraphs}
${button}
<hr><p style="font-size:12px;color:#555">${escapeHtml(footers[lang])}</p>
</body></html>`;
  return { subject, text, html };
}
