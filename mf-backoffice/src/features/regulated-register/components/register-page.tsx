import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { isoDay } from '../../../lib/list-query';
import { chinaToday, useRegulatedClassText } from '../../../lib/regulated-class';
import { useRegister } from '../api/get-register';
import { checkRange, defaultRange, type RegisterRange } from '../model/register-range';
import { RegisterDownloads } from './register-downloads';
import { RegisterRangeForm } from './register-range-form';

const COLUMNS = ['date', 'orderNo', 'buyer', 'labGroup', 'institution', 'product', 'casNumber', 'class', 'quantity', 'lots', 'endUse'] as const;

/**
 * The regulated sales register (`?from&to`, default this month): the lines the server counts, and the same range
 * as XLSX or CSV for filing. A bad range in the URL is explained and nothing is asked.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const classText = useRegulatedClassText();
  const [search, setSearch] = useSearchParams();
  const fallback = defaultRange(chinaToday());
  const range: RegisterRange = { from: isoDay(search.get('from')) || fallback.from, to: isoDay(search.get('to')) || fallback.to };
  const good = checkRange(range) === null;
  const register = useRegister(good ? range : null);
  const dash = (value: string | null) => value || '—';
  return (
    <>
      <RegisterRangeForm range={range} onApply={(next) => setSearch(new URLSearchParams({ from: next.from, to: next.to }))} />
      {good ? <RegisterDownloads range={range} /> : null}
      {good && register.error && !register.data ? <LoadFailed error={register.error} onRetry={register.retry} /> : null}
      {good && register.loading && !register.data ? <Loading /> : null}
      {good && register.data ? (
        <div className="bo-table-wrap" aria-busy={register.loading || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.regulatedRegister.caption', { from: register.data.from, to: register.data.to, count: register.data.items.length })}</caption>
            <thead>
              <tr>{COLUMNS.map((c) => <th key={c} scope="col">{t(`backoffice.regulatedRegister.columns.${c}`)}</th>)}</tr>
            </thead>
            <tbody>
              {register.data.items.map((row, index) => (
                <tr key={`${row.orderNo}-${index}`}>
                  <td>{row.date}</td>
                  <th scope="row">{row.orderNo}</th>
                  <td>{row.buyerName}<br /><small>{row.buyerAccount}</small></td>
                  <td>{dash(row.labGroup)}</td>
                  <td>{dash(row.institution)}</td>
                  <td>{row.product}</td>
                  <td>{dash(row.casNumber)}</td>
                  <td>{classText(row.regulatedClass)}</td>
                  <td>{row.quantity}</td>
                  <td>{dash(row.lots)}</td>
                  <td>{dash(row.endUse)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {register.data.items.length === 0 ? <p role="status">{t('backoffice.regulatedRegister.empty')}</p> : null}
        </div>
      ) : null}
    </>
  );
}
