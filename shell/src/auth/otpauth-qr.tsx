import { useEffect, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

/**
 * The enrolment's otpauth URI as a QR code for the authenticator app to scan. The QR library is fetched only here
 * (the few staff who set up an authenticator), never with the login form; until it arrives, or if it fails, the
 * typed key beside it does the same job.
 */
export function OtpauthQr({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <img className="otpauth-qr" src={src} width={192} height={192} alt={t('auth.secondFactor.qrAlt')} /> : null;
}
