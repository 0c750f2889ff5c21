import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { isHttpError } from '@labmall/shared/api/http-error';
import { refreshCart } from '@labmall/shared/cart/refresh-cart';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { addLabListToCart } from '../api/add-lab-list-to-cart';
import { deleteLabList } from '../api/delete-lab-list';
import { getLabList } from '../api/get-lab-list';
import type { CartReportLine, LabList } from '../api/lab-list-types';
import { removeLabListLine } from '../api/remove-lab-list-line';
import { renameLabList } from '../api/rename-lab-list';
import { updateLabListLine } from '../api/update-lab-list-line';
import { CartReport } from './cart-report';
import { ImportForm } from './import-form';
import { LabListLines } from './lab-list-lines';
import './lab-lists.css';

/** A 404 (no such list, or someone else's), whether the client rejected with the envelope or the HTTP error. */
const isNotFound = (error: unknown) =>
  (isHttpError(error) ? error.response?.status : (error as { code?: unknown } | null)?.code) === 404;

/** One lab list: rename, edit quantities, remove lines, add everything to the cart, import more, delete. */
export function LabListDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const request = useRequest(Number.isInteger(id) && id > 0 ? `lab-list|${id}` : null, () => getLabList(id));
  // The list as the last change answered it, shown until a read of the list that is newer (an answer read before
  // the change, landing after it, must not undo it on screen). ISO timestamps compare as text.
  const [edited, setEdited] = useState<LabList | null>(null);
  const list = edited && (!request.data || edited.updatedAt >= request.data.updatedAt) ? edited : request.data;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [report, setReport] = useState<CartReportLine[] | null>(null);
  const [name, setName] = useState<string | null>(null);

  const run = async <T,>(work: () => Promise<T>, then: (value: T) => void) => {
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      then(await work());
    } catch (error) {
      setMessage(apiErrorMessage(error, t('labLists.saveFailed')));
    } finally {
      setBusy(false);
    }
  };
  const show = (next: LabList) => setEdited(next);

  if (request.error && !list && !isNotFound(request.error)) {
    return (
      <p role="alert">
        {apiErrorMessage(request.error, t('labLists.loadFailed'))}{' '}
        <button type="button" className="button" onClick={request.retry}>{t('labLists.retry')}</button>
      </p>
    );
  }
  if (!Number.isInteger(id) || id <= 0 || (request.error && !list)) {
    return (
      <div role="alert">
        <p>{t('labLists.notFound')}</p>
        <Link to={localize('/user/labLists')}>{t('labLists.backToLists')}</Link>
      </div>
    );
  }
  if (!list) return <p role="status">{t('common.loading')}</p>;

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const next = (name ?? list.name).trim();
    if (next === '') return setMessage(t('labLists.nameRequired'));
    void run(() => renameLabList(list.id, next), (saved) => {
      show(saved);
      setName(null);
    });
  };

  return (
    <div className="lab-lists">
      <form className="lab-rename" onSubmit={rename}>
        <label>
          {t('labLists.name')}
          <input value={name ?? list.name} maxLength={60} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="submit" className="button" disabled={busy || name === null}>{t('labLists.rename')}</button>
      </form>
      <p aria-live="polite" className={message ? 'form-error' : undefined}>{message}</p>
      <LabListLines
        lines={list.lines}
        busy={busy}
        onQuantity={(line, quantity) => void run(() => updateLabListLine(list.id, line.id, quantity), show)}
        onRemove={(line) => void run(() => removeLabListLine(list.id, line.id), show)}
      />
      <div className="lab-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={busy || list.lines.length === 0}
          onClick={() => void run(() => addLabListToCart(list.id), (lines) => {
            setReport(lines);
            void refreshCart();
          })}
        >
          {t('labLists.addAllToCart')}
        </button>
        <ConfirmAction
          label={t('labLists.delete')}
          question={t('labLists.deleteQuestion', { name: list.name })}
          confirmLabel={t('labLists.deleteConfirm')}
          dismissLabel={t('labLists.keep')}
          busy={busy}
          onConfirm={() => void run(() => deleteLabList(list.id), () => navigate(localize('/user/labLists')))}
        />
      </div>
      <div aria-live="polite">{report ? <CartReport lines={report} /> : null}</div>
      <ImportForm listId={list.id} onImported={show} />
    </div>
  );
}
