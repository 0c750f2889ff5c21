import { useTranslation } from '@labmall/shared/i18n/react';
import { Link } from '@labmall/shared/router';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LineTable } from '../../../components/line-table';
import type { QuotationDetail } from '../api/quotation-types';
import { money } from './money';

/** The quoted lines (product, quantity, unit price, amount) and, once quoted, goods, shipping and total. */
export function QuotationLines({ quotation: q, labelledBy }: { quotation: QuotationDetail; labelledBy: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <LineTable
      labelledBy={labelledBy}
      lines={q.lines}
      lineKey={(line) => line.skuId}
      columns={[
        {
          header: t('quotations.detail.item'),
          cell: (line) => (
            <>
              <Link to={localize(`/product/${line.productId}`)}>{line.name}</Link>
              <br />
              <small>{line.spec} · {line.skuCode}</small>
            </>
          ),
        },
        { header: t('quotations.detail.quantity'), numeric: true, cell: (line) => line.quantity },
        {
          header: t('quotations.detail.unitPrice'),
          numeric: true,
          cell: (line) => (line.unitPrice === null ? t('quotations.notQuoted') : money(line.unitPrice)),
        },
        { header: t('quotations.detail.amount'), numeric: true, cell: (line) => money(line.amount) },
      ]}
      totals={q.totalAmount === null ? [] : [
        { label: t('quotations.detail.goods'), value: money(q.goodsAmount) },
        { label: t('quotations.detail.shipping'), value: money(q.shippingAmount) },
        { label: t('quotations.detail.total'), value: <strong>{money(q.totalAmount)}</strong> },
      ]}
    />
  );
}
