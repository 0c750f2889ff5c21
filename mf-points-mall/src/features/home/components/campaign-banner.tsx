import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { Countdown } from '../../../components/countdown';
import type { Campaign } from '../../../lib/mall-types';

/** The running campaign as the home's banner, with its countdown and a link to its goods. */
export function CampaignBanner({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <section className="mall-banner" aria-labelledby="mall-banner-title">
      {campaign.banner ? <img className="mall-banner-image" src={campaign.banner} alt="" width={1200} height={300} /> : null}
      <h2 id="mall-banner-title">{campaign.name}</h2>
      <p>{campaign.description}</p>
      <Countdown deadline={campaign.endsAt} label={t('pointsMall.campaign.endsIn')} />
      <Link className="button button-primary" to={localize('/pointsMall/pointsCampaign')}>{t('pointsMall.home.toCampaign')}</Link>
    </section>
  );
}
