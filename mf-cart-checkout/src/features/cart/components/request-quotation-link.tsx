import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';

/** The cart's "Request a quotation" for the selected lines (a lab's purchasing office needs one before ordering). */
export function RequestQuotationLink({ lineIds }: { lineIds: number[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  if (lineIds.length === 0) return null;
  return (
    <Link className="button cart-request-quotation" to={localize(`/quotation?lineIds=${lineIds.join(',')}`)}>
      {t('quotations.request.button')}
    </Link>
  );
}
