import { ConsoleLayout } from '../components/console-layout';
import { QuotationDetailView } from '../features/quotations/components/quotation-detail-view';

/** One quotation (/{lang}/backoffice/quotation?quoteNo=; quotations): the request, the answer form, reject and withdraw. */
export default function QuotationDetail() {
  return (
    <ConsoleLayout titleKey="routes.backoffice.quotation">
      <QuotationDetailView />
    </ConsoleLayout>
  );
}
