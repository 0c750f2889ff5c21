import { useTranslation } from '@labmall/shared/i18n/react';
import type { SalesContact } from '../api/content-types';

/** Regional sales contacts as cards; phone and email are links a phone or mail client opens. */
export function SalesContacts({ contacts, region }: { contacts: SalesContact[]; region: string }) {
  const { t } = useTranslation();
  if (contacts.length === 0) return <p className="hs-empty" role="status">{t('helpService.salesTeam.none', { region })}</p>;
  return (
    <>
      <p className="form-hint" role="status">{t('helpService.salesTeam.count', { count: contacts.length })}</p>
      <div className="hs-grid">
        {contacts.map((c) => (
          <section key={c.id} className="hs-card" aria-labelledby={`sales-${c.id}`}>
            <h2 id={`sales-${c.id}`}>{c.region}</h2>
            <p><strong>{c.name}</strong></p>
            <p>{t('helpService.salesTeam.areas')}: {c.areas}</p>
            <p>{t('helpService.salesTeam.phone')}: <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a></p>
            <p>{t('helpService.salesTeam.email')}: <a href={`mailto:${c.email}`}>{c.email}</a></p>
          </section>
        ))}
      </div>
    </>
  );
}
