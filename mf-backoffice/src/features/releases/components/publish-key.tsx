import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { rotatePublishKey } from '../api/rotate-publish-key';
import { failureText } from './failure-reason';

/** The remote's publishing key: when and by whom it was made, and a new one shown once (the old one stops working). */
export function PublishKey({ remote, keyInfo }: { remote: string; keyInfo: { createdBy: string; createdAt: string } | null }) {
  const { t, i18n } = useTranslation();
  const [key, setKey] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const rotate = async () => {
    setFailure(undefined);
    try {
      setKey((await rotatePublishKey(remote)).key);
    } catch (error) {
      setFailure(failureText(error, t('backoffice.common.saveFailed')));
    }
  };
  return (
    <div>
      <p>
        {keyInfo
          ? t('backoffice.releases.keyMade', { at: new Date(keyInfo.createdAt).toLocaleString(i18n.language), who: keyInfo.createdBy })
          : t('backoffice.releases.noKey')}
      </p>
      <button type="button" className="button" onClick={() => void rotate()}>{t('backoffice.releases.rotateKey', { remote })}</button>
      {key ? (
        <p role="status">
          {t('backoffice.releases.newKey')} <code>{key}</code>
        </p>
      ) : null}
      {failure ? <p className="bo-error" role="alert">{failure}</p> : null}
    </div>
  );
}
