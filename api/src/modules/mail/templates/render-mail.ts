import type { Lang } from '../../../i18n/language';
import { afterSalesChanged } from './after-sales-changed';
import { approvalDecided } from './approval-decided';
import { approvalRequested } from './approval-requested';
import { labGroupInvite } from './lab-group-invite';
import { layoutMail, type RenderedMail } from './layout';
import type { MailTemplate } from './mail-template';
import { orderPaid } from './order-paid';
import { orderShipped } from './order-shipped';
import { passwordReset } from './password-reset';
import { quotationAnswered } from './quotation-answered';
import { staffSignIn } from './staff-sign-in';
import { termsChanged } from './terms-changed';
import { termsOverdue } from './terms-overdue';

const templates = { orderPaid, orderShipped, quotationAnswered, afterSalesChanged, passwordReset, staffSignIn, labGroupInvite, approvalRequested, approvalDecided, termsOverdue, termsChanged } satisfies Record<string, MailTemplate>;
export type MailTemplateName = keyof typeof templates;

export const isMailTemplateName = (name: string): name is MailTemplateName => Object.hasOwn(templates, name);

/** Subject, plain text and HTML of an outbox row; undefined for a template this version does not know. */
export function renderMail(template: string, lang: Lang, data: Record<string, string>, origin: string): RenderedMail | undefined {
  if (!isMailTemplateName(template)) return undefined;
  return layoutMail(lang, templates[template](lang, data), origin);
}
