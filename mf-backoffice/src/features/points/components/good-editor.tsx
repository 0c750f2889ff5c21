import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoadFailed, Loading } from '../../../components/load-state';
import { usePointsGood } from '../api/get-points-good';
import { GoodForm } from './good-form';
import { StockPanel } from './stock-panel';

/** The good of `?id=` (absent or invalid: a new one). */
export const goodIdOf = (search: URLSearchParams): number | null => {
  const id = Number(search.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** A points good's editor: its fields, then (once it exists) its stock and ledger. A new good opens as itself once saved. */
export function GoodEditor() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = goodIdOf(search);
  const [version, setVersion] = useState(0);
  const good = usePointsGood(id, version);
  const back = <p><Link to={localize('/backoffice/points-goods')}>{t('backoffice.points.back')}</Link></p>;

  if (id !== null && good.error && !good.data) return <><LoadFailed error={good.error} onRetry={good.retry} />{back}</>;
  if (id !== null && (!good.data || good.loading)) return <Loading />;
  const record = id === null ? null : good.data!;
  return (
    <>
      {record ? null : <p>{t('backoffice.points.newLead')}</p>}
      <GoodForm
        key={record ? `${record.id}|${record.version}` : 'new'} good={record} onReload={() => setVersion((n) => n + 1)}
        onSaved={(saved, created) => {
          if (created) void navigate({ search: `?id=${saved.id}` }, { replace: true });
          else setVersion((n) => n + 1);
        }}
      />
      {record ? <StockPanel key={record.id} productId={record.id} stock={record.stock} /> : null}
      {back}
    </>
  );
}
