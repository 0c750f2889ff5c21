import { useId } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { useStaffAccess } from '../../../lib/use-staff-user';
import type { StaffOrder } from '../api/order-types';
import { OrderTermsFact } from './order-terms';

/**
 * A group order's group, institution and budget code, and the buyer's end-use declaration when one was made; nothing
 * for a personal order without one. A term order adds its due date and whether its transfer has arrived. The group links to its console page for staff who may open it (support, admin).
 */
export function OrderLabGroup({ order }: { order: Pick<StaffOrder, 'labGroup' | 'endUse' | 'terms'> }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { allows } = useStaffAccess();
  const titleId = useId();
  const { labGroup, endUse } = order;
  if (!labGroup && !endUse) return null;
  return (
    <section className="bo-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('backoffice.orders.labGroup')}</h2>
      <dl className="bo-facts">
        {labGroup ? (
          <>
            <div>
              <dt>{t('backoffice.orders.labGroupName')}</dt>
              <dd>{allows('support') ? <Link to={localize(`/backoffice/lab-group?id=${labGroup.id}`)}>{labGroup.name}</Link> : labGroup.name}</dd>
            </div>
            <div><dt>{t('backoffice.orders.labGroupInstitution')}</dt><dd>{labGroup.institution}</dd></div>
            <div><dt>{t('backoffice.orders.labGroupBudget')}</dt><dd>{labGroup.budgetCode ?? t('backoffice.orders.labGroupNoBudget')}</dd></div>
            {order.terms ? <OrderTermsFact terms={order.terms} /> : null}
          </>
        ) : (
          <div><dt>{t('backoffice.orders.labGroupName')}</dt><dd>{t('backoffice.orders.labGroupPersonal')}</dd></div>
        )}
        {endUse ? <div><dt>{t('backoffice.orders.labGroupEndUse')}</dt><dd style={{ whiteSpace: 'pre-wrap' }}>{endUse}</dd></div> : null}
      </dl>
    </section>
  );
}
