import { useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { isPageError } from '@labmall/shared/routing/page-error';
import { usePageMeta } from '@labmall/shared/ui/use-page-meta';
import { PageHeading } from '@labmall/shared/ui/page-heading';
import { AreaRoot } from '../area-root';
import { useBalance } from '../lib/get-balance';
import { goodsQuery } from '../lib/get-goods';
import { LoadFailed, Loading } from '../components/load-state';
import { ConfirmExchange } from '../features/exchange/components/confirm-exchange';
import '../components/mall.css';

/** Confirm an exchange (/{lang}/pointsMall/order?productId=&quantity=; sign-in): address, quantity, total, balance after. */
export default function PointsConfirmOrder() {
  const { t } = useTranslation();
  const title = usePageMeta({ titleKey: 'routes.points.confirmOrder' });
  const [search] = useSearchParams();
  const productId = Number(search.get('productId'));
  const valid = Number.isInteger(productId) && productId > 0;
  const { data: goods, error, retry } = useQuery(valid ? goodsQuery(productId) : null);
  const balance = useBalance(true);
  if (isPageError(error) || !valid) {
    return (
      <AreaRoot>
        <PageHeading title={title} />
        <p className="mall-state" role="alert">{t('pointsMall.confirm.noGoods')}</p>
      </AreaRoot>
    );
  }
  return (
    <AreaRoot>
      <PageHeading title={title} lead={t('pages.points_mall.PointsConfirmOrder')} />
      {goods?.id === productId ? (
        <ConfirmExchange goods={goods} initialQuantity={Number(search.get('quantity')) || 1} balance={balance.data} />
      ) : error ? <LoadFailed onRetry={retry} /> : <Loading />}
    </AreaRoot>
  );
}
