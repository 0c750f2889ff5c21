import type { PaymentStatus } from '../../db/schema/payments';
import type { Lang } from '../../i18n/language';
import { MERCHANT, pageTexts, urlPrefix, type GatewayMethod, type PageTexts } from './texts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** ¥1,234.50 from fen. */
const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function layout(lang: Lang, t: PageTexts, content: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>SANDBOX · ${escapeHtml(t.title)}</title>
<link rel="stylesheet" href="/sandbox/sandbox.css">
</head>
<body>
<main>
<h1><span class="badge">SANDBOX</span> ${escapeHtml(t.title)}</h1>
<p class="notice">${escapeHtml(t.notice)}</p>
${content}
</main>
</body>
</html>
`;
}

export type SandboxPayment = { paymentNo: string; method: GatewayMethod; amount: number; status: PaymentStatus; orderNo: string };

/** The gateway's hosted page of one payment: a plain form, no script (the shop's CSP forbids inline script). */
export function paymentPage(lang: Lang, payment: SandboxPayment): string {
  const t = pageTexts[lang];
  const prefix = urlPrefix[lang];
  const order = encodeURIComponent(payment.orderNo);
  const details = `<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(MERCHANT)}</dd>
<dt>${escapeHtml(t.orderNo)}</dt><dd>${escapeHtml(payment.orderNo)}</dd>
<dt>${escapeHtml(t.method)}</dt><dd>${escapeHtml(t.methods[payment.method])}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${yuan(payment.amount)}</dd>
</dl>`;
  if (payment.status === 'succeeded') {
    return layout(lang, t, `${details}<p>${escapeHtml(t.paidAlready)}</p>
<p class="links"><a href="/${prefix}/payTypeResult?orderNo=${order}">${escapeHtml(t.viewResult)}</a></p>`);
  }
  if (payment.status !== 'pending') {
    return layout(lang, t, `${details}<p>${escapeHtml(t.closed)}</p>
<p class="links"><a href="/${prefix}/payType?orderNo=${order}">${escapeHtml(t.choose)}</a></p>`);
  }
  return layout(lang, t, `${details}
<form method="post" action="/sandbox/pay/${encodeURIComponent(payment.paymentNo)}">
<input type="hidden" name="lang" value="${lang}">
<button type="submit">${escapeHtml(t.pay)} ${yuan(payment.amount)}</button>
</form>
<p class="links"><a href="/${prefix}/payType?orderNo=${order}">${escapeHtml(t.cancel)}</a></p>`);
}

/** A page with one sentence (unknown payment, refused form post). */
export const messagePage = (lang: Lang, message: keyof Pick<PageTexts, 'notFound' | 'forbidden'>): string =>
  layout(lang, pageTexts[lang], `<p>${escapeHtml(pageTexts[lang][message])}</p>`);
