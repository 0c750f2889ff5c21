import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useProfile } from '../hooks/use-profile';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import './profile.css';

/** The shopper's profile: shown, or edited in place; a save updates the name in the header too. */
export function ProfileCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const { profile, error, reload, show } = useProfile();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState('');
  const [focusEdit, setFocusEdit] = useState(0);
  const editButton = useRef<HTMLButtonElement>(null);

  // Closing the form puts the focus back on the button that opened it.
  useEffect(() => {
    if (focusEdit) editButton.current?.focus();
  }, [focusEdit]);

  const close = () => {
    setEditing(false);
    setFocusEdit((n) => n + 1);
  };

  let body;
  if (!profile) {
    body = error ? (
      <div className="profile-state" role="alert">
        <p>{t('accountProfile.loadFailed')}</p>
        <button type="button" className="button" onClick={reload}>{t('accountProfile.retry')}</button>
      </div>
    ) : (
      <div className="page-loading" role="status">
        <span className="visually-hidden">{t('accountProfile.loading')}</span>
        <span className="skeleton skeleton-line" />
      </div>
    );
  } else if (editing) {
    body = (
      <ProfileForm
        profile={profile}
        onSaved={(saved) => {
          show(saved);
          setStatus(t('accountProfile.saved'));
          close();
        }}
        onCancel={close}
      />
    );
  } else {
    body = (
      <>
        <ProfileDetails profile={profile} />
        <div className="profile-actions">
          <button type="button" className="button" ref={editButton} onClick={() => { setStatus(''); setEditing(true); }}>
            {t('accountProfile.edit')}
          </button>
        </div>
      </>
    );
  }

  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('accountProfile.title')}</h2>
      {body}
      <p className="profile-status" role="status">{status}</p>
    </section>
  );
}
