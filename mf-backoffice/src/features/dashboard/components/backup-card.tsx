import { useTranslation } from '@labmall/shared/i18n/react';
import { formatDateTime } from '@labmall/shared/format/date';
import { useBackupCard, type BackupCard as Card } from '../api/get-backup-card';
import { CardFigures, Figure } from './card-figures';

/** "3 hours ago" in the reader's language: the largest whole unit of the age. */
function ageIn(language: string, seconds: number): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (seconds < 3_600) return format.format(-Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3_600), 'hour');
  return format.format(-Math.floor(seconds / 86_400), 'day');
}

const megabytes = (language: string, bytes: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);

function useScheduleText(schedule: Card['schedule']): string {
  const { t } = useTranslation();
  if (schedule.kind === 'daily') return t('backoffice.dashboard.backupDaily', { time: schedule.dailyAt });
  if (schedule.kind === 'every') return t('backoffice.dashboard.backupEvery', { hours: (schedule.intervalSeconds ?? 0) / 3_600 });
  return t('backoffice.dashboard.backupOff');
}

function BackupFigures({ card }: { card: Card }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const schedule = useScheduleText(card.schedule);
  const last = card.lastSuccess;
  // A failure since the last good backup is news; an older one was mended by the success that followed.
  const failure = card.lastFailure && (!last || card.lastFailure.at > last.finishedAt) ? card.lastFailure : null;
  return (
    <>
      {card.overdue ? <p className="bo-error"><strong>{last ? t('backoffice.dashboard.backupOverdue') : t('backoffice.dashboard.backupNone')}</strong></p> : null}
      {last ? (
        <>
          <p>
            {t('backoffice.dashboard.backupLast')}: <strong><time dateTime={last.finishedAt}>{formatDateTime(last.finishedAt, language)}</time></strong> ({ageIn(language, last.ageSeconds)})
          </p>
          <Figure label={t('backoffice.dashboard.backupSize')} value={t('backoffice.dashboard.megabytes', { size: megabytes(language, last.sizeBytes) })} />
          <Figure label={t('backoffice.dashboard.backupTook')} value={t('backoffice.dashboard.seconds', { seconds: Math.round(last.seconds) })} />
        </>
      ) : card.overdue ? null : <p>{t('backoffice.dashboard.backupNone')}</p>}
      {failure ? (
        <p>
          {t('backoffice.dashboard.backupFailed')}: <time dateTime={failure.at}>{formatDateTime(failure.at, language)}</time> — <code>{failure.error}</code>
        </p>
      ) : null}
      <p>{schedule}</p>
      <p>{t('backoffice.dashboard.backupHow')}</p>
    </>
  );
}

/** The console home's backup card, for admin (restoring is theirs): is there a recent good backup, and how big. */
export function BackupCard() {
  const { t } = useTranslation();
  const request = useBackupCard(true);
  const title = t('backoffice.dashboard.backupsTitle');
  return (
    <section className="bo-card" aria-labelledby="bo-backups">
      <h2 id="bo-backups">{title}</h2>
      <CardFigures card={title} request={request}>
        {request.data ? <BackupFigures card={request.data} /> : <p>{t('common.loading')}</p>}
      </CardFigures>
    </section>
  );
}
