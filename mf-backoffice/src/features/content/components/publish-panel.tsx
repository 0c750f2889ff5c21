import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { Dialog } from '../../../components/dialog';
import type { ArticleRecord } from '../api/get-article';

export type PublishAction = { status: 'published' | 'draft' | 'archived'; publishAt?: string } | { delete: true };

interface PublishPanelProps {
  article: ArticleRecord;
  /** Unsaved edits: publishing would publish the saved text, so it waits for a save. */
  dirty: boolean;
  busy: boolean;
  onAction: (action: PublishAction) => void;
}

/** The article's state and what can be done with it: publish now or at a time (scheduled), back to draft, archive, delete. */
export function PublishPanel({ article, dirty, busy, onAction }: PublishPanelProps) {
  const { t, i18n } = useTranslation();
  const [at, setAt] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const date = formatDateTime(article.publishedAt, i18n.language);
  const schedule = () => {
    const when = at ? new Date(at) : null;
    if (!when || Number.isNaN(when.getTime()) || when.getTime() <= Date.now()) return setProblem(t('backoffice.content.publish.pickTime'));
    setProblem(null);
    onAction({ status: 'published', publishAt: when.toISOString() });
  };
  return (
    <section aria-labelledby="publish-heading" className="bo-card">
      <h2 id="publish-heading">{t('backoffice.content.publish.heading')}</h2>
      <p>{t('backoffice.content.publish.state', { state: t(`backoffice.content.states.${article.state}`) })}</p>
      {article.state === 'scheduled' ? <p>{t('backoffice.content.publish.scheduledFor', { date })}</p> : null}
      {article.state === 'published' ? <p>{t('backoffice.content.publish.publishedAt', { date })}</p> : null}
      {dirty ? <p role="status">{t('backoffice.content.publish.unsaved')}</p> : null}
      <div className="bo-actions">
        {article.state !== 'published' ? (
          <button type="button" className="button button-primary" disabled={busy || dirty} onClick={() => onAction({ status: 'published' })}>{t('backoffice.content.publish.now')}</button>
        ) : null}
        <label className="bo-field">
          {t('backoffice.content.publish.at')}
          <input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'publish-problem' : undefined} />
        </label>
        <button type="button" className="button" disabled={busy || dirty} onClick={schedule}>{t('backoffice.content.publish.schedule')}</button>
        {article.status === 'published' ? (
          <button type="button" className="button" disabled={busy} onClick={() => onAction({ status: 'draft' })}>{t('backoffice.content.publish.unpublish')}</button>
        ) : null}
        {article.status !== 'archived' ? (
          <button type="button" className="button" disabled={busy} onClick={() => onAction({ status: 'archived' })}>{t('backoffice.content.publish.archive')}</button>
        ) : null}
        <button type="button" className="button button-danger" disabled={busy} onClick={() => setConfirming(true)}>{t('backoffice.content.publish.delete')}</button>
      </div>
      {problem ? <p id="publish-problem" role="alert" className="bo-field-error">{problem}</p> : null}
      {confirming ? (
        <Dialog title={t('backoffice.content.publish.delete')} onClose={() => setConfirming(false)}>
          <p>{t('backoffice.content.publish.deleteConfirm')}</p>
          <div className="bo-actions">
            <button type="button" className="button button-danger" onClick={() => { setConfirming(false); onAction({ delete: true }); }}>{t('backoffice.common.delete')}</button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>{t('backoffice.common.cancel')}</button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
