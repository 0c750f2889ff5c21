import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { Countdown } from '../../../components/countdown';
import { GoodsGrid } from '../../../components/goods-card';
import { LoadFailed, Loading } from '../../../components/load-state';
import { campaignsQuery } from '../api/get-campaigns';

const day = (iso: string) => iso.slice(0, 10);

/** Each campaign with its dates, a countdown (to its end, or to its start if it has not begun) and its goods. */
export function CampaignList() {
  const { t } = useTranslation();
  const { data, error, retry } = useQuery(campaignsQuery);
  if (error) return <LoadFailed onRetry={retry} />;
  if (!data) return <Loading />;
  if (data.items.length === 0) return <p className="mall-state">{t('pointsMall.campaign.none')}</p>;
  return (
    <div className="mall-campaigns">
      {data.items.map((c) => (
        <section key={c.id} className="mall-section mall-campaign" aria-labelledby={`campaign-${c.id}`}>
          {c.banner ? <img className="mall-banner-image" src={c.banner} alt="" width={1200} height={300} loading="lazy" /> : null}
          <h2 id={`campaign-${c.id}`}>
            {c.name} <span className="mall-tag">{t(c.running ? 'pointsMall.campaign.running' : 'pointsMall.campaign.upcoming')}</span>
          </h2>
          <p>{c.description}</p>
          <p className="mall-muted">
            <time dateTime={c.startsAt}>{day(c.startsAt)}</time> – <time dateTime={c.endsAt}>{day(c.endsAt)}</time>
          </p>
          <Countdown deadline={c.running ? c.endsAt : c.startsAt} label={t(c.running ? 'pointsMall.campaign.endsIn' : 'pointsMall.campaign.startsIn')} />
          <GoodsGrid items={c.items} />
        </section>
      ))}
    </div>
  );
}
