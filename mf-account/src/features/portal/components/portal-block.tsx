import { useId, type ReactNode } from 'react';
import { Link } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import type { RequestState } from '@labmall/shared/hooks/use-request';
import './portal.css';

interface PortalBlockProps<T> {
  title: string;
  /** A link beside the heading to the page with the whole story ("All orders"). */
  more?: { to: string; label: string };
  request: RequestState<T>;
  /** Said when this block's call failed; the rest of the portal stays as it is. */
  failedText: string;
  /** What stands in for the content when there is nothing to show. */
  empty?: { when: (data: T) => boolean; content: ReactNode };
  children: (data: T) => ReactNode;
}

/** One block of the portal with its own loading, empty and error states, so one failure never blanks the page. */
export function PortalBlock<T>({ title, more, request, failedText, empty, children }: PortalBlockProps<T>) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, error, retry } = request;

  let body: ReactNode;
  if (data !== undefined) body = empty?.when(data) ? <div className="portal-empty">{empty.content}</div> : children(data);
  else if (error) {
    body = (
      <div className="portal-failed" role="alert">
        <p>{failedText}</p>
        <button type="button" className="button" onClick={retry}>{t('accountPortal.retry')}</button>
      </div>
    );
  } else {
    body = (
      <div className="page-loading" role="status">
        <span className="visually-hidden">{t('accountPortal.loading')}</span>
        <span className="skeleton skeleton-line" />
      </div>
    );
  }

  return (
    <section className="portal-block" aria-labelledby={titleId} aria-busy={request.loading || undefined}>
      <div className="portal-block-header">
        <h2 id={titleId}>{title}</h2>
        {more ? <Link to={more.to}>{more.label}</Link> : null}
      </div>
      {body}
    </section>
  );
}
