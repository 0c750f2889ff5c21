import { useTranslation } from '@labmall/shared/i18n/react';
import { useQuery } from '@labmall/shared/hooks/use-request';
import { Link } from '@labmall/shared/router';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { certificateQuery } from '../api/get-certificate';
import { mayBeLot, normaliseLot } from '../lib/lot-number';
import './safety-documents.css';

/** The search keyword as a lot number, when it could be one: the query the search page prefetches too. */
export const lotQueryOf = (keyword: string) => {
  const lot = normaliseLot(keyword);
  return mayBeLot(lot) ? certificateQuery(lot) : null;
};

/** On the search results: "Certificate for lot X" when the keyword is a known lot number; nothing otherwise. */
export function LotCertificateHint({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { data } = useQuery(lotQueryOf(keyword));
  if (!data) return null;
  return (
    <p className="lot-certificate-hint" role="note">
      <Link to={`${localize('/certificate')}?lot=${encodeURIComponent(data.lotNumber)}`}>
        {t('search.suggest.certificateFor', { lot: data.lotNumber })}
      </Link>{' '}
      <span className="hazard-un">{data.product.name}</span>
    </p>
  );
}
