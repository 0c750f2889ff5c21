import { useCallback, useId } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { formatPrice } from '@labmall/shared/format/currency';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { getGroupTerms } from '../../../lib/group-terms/get-group-terms';
import { TermOrdersTable } from './term-orders-table';
import './lab-terms.css';

/**
 * A lab group's payment terms (pay on invoice, issue 32 part 6): every member sees whether the group may order on invoice,
 * in how many days and up to what limit; owners and finance (the API tells them, no one else) also see what the group owes,
 * the credit left and the term orders not paid yet, the overdue ones marked.
 */
export function TermsSection({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const headingId = useId();
  const load = useCallback((signal: AbortSignal) => getGroupTerms(groupId, signal), [groupId]);
  const { data, error, retry } = useRequest(`lab-group-terms:${groupId}`, load);
  const terms = data?.terms ?? null;
  const openOrders = data?.orders ?? null;

  return (
    <section aria-labelledby={headingId} className="lab-terms">
      <h2 id={headingId}>{t('labTerms.title')}</h2>
      {error && !data ? (
        <div role="alert">
          <p>{apiErrorMessage(error, t('labTerms.loadFailed'))}</p>
          <button type="button" className="button" onClick={retry}>{t('labTerms.retry')}</button>
        </div>
      ) : !data ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          {terms?.active ? (
            <p>{t('labTerms.activeLead', { count: terms.days })}</p>
          ) : (
            <p>
              {terms ? t('labTerms.off') : t('labTerms.none')}{' '}
              <Link to={localize('/service')}>{t('labTerms.askSupport')}</Link>
            </p>
          )}
          {terms ? (
            <dl className="lab-terms-facts">
              <div>
                <dt>{t('labTerms.state')}</dt>
                <dd>
                  <span className={`lab-terms-badge ${terms.active ? 'lab-terms-active' : ''}`}>
                    {terms.active ? t('labTerms.active') : t('labTerms.switchedOff')}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('labTerms.days')}</dt>
                <dd>{t('labTerms.daysValue', { count: terms.days })}</dd>
              </div>
              <div>
                <dt>{t('labTerms.creditLimit')}</dt>
                <dd>{formatPrice(terms.creditLimit)}</dd>
              </div>
              {data.owed !== null ? (
                <div>
                  <dt>{t('labTerms.owed')}</dt>
                  <dd>{formatPrice(data.owed)}</dd>
                </div>
              ) : null}
              {data.available !== null ? (
                <div>
                  <dt>{t('labTerms.available')}</dt>
                  <dd>{formatPrice(data.available)}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          {data.overdue && data.overdue.length > 0 ? <p className="form-error">{t('labTerms.overdueNote', { number: data.overdue.length })}</p> : null}
          {openOrders && (terms || openOrders.length > 0) ? <TermOrdersTable orders={openOrders} /> : null}
        </>
      )}
    </section>
  );
}
