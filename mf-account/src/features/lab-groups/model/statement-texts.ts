import { useTranslation } from '@labmall/shared/i18n/react';
import type { StatementLineKind } from '../api/statement-types';

/** The words for each kind of statement line (literal keys, so the translation check sees every one). */
export function useLineKindText(): (kind: StatementLineKind) => string {
  const { t } = useTranslation();
  const texts: Record<StatementLineKind, string> = {
    placed: t('labGroups.statements.kinds.placed'),
    cancelled: t('labGroups.statements.kinds.cancelled'),
    paid: t('labGroups.statements.kinds.paid'),
    refunded: t('labGroups.statements.kinds.refunded'),
    invoiceRequested: t('labGroups.statements.kinds.invoiceRequested'),
    invoiceIssued: t('labGroups.statements.kinds.invoiceIssued'),
    budgetChanged: t('labGroups.statements.kinds.budgetChanged'),
  };
  return (kind) => texts[kind] ?? kind;
}

/** A payment method's name; one the shop does not know yet is shown as the API sends it. */
export function usePaymentMethodText(): (method: string) => string {
  const { t } = useTranslation();
  const texts: Record<string, string> = {
    alipay: t('labGroups.statements.methods.alipay'),
    wechat: t('labGroups.statements.methods.wechat'),
    unionpay: t('labGroups.statements.methods.unionpay'),
    bank_transfer: t('labGroups.statements.methods.bankTransfer'),
  };
  return (method) => texts[method] ?? method;
}
