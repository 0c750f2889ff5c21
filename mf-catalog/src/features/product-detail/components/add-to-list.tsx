import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Link } from '@labmall/shared/router';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { appStore } from '@labmall/shared/store/app-store';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { addToLabList, getLabLists, type LabListSummary } from '../api/lab-list-calls';

const NEW = 'new';
type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved'; id: number; name: string } | { kind: 'failed'; message: string };

/**
 * "Add to list" under the purchase buttons: opens a small form to pick one of the shopper's lab lists (or
 * name a new one) for the chosen SKU and quantity. Lists load only when it opens; a guest gets the login dialog.
 */
export function AddToList({ skuId, quantity }: { skuId: number; quantity: number }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [lists, setLists] = useState<LabListSummary[] | null>(null);
  const [choice, setChoice] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const toggle = () => {
    if (!appStore.getState().user.userToken) return appStore.getState().setLoginDialogVisible(true);
    setOpen(!open);
    if (open || lists) return;
    getLabLists().then(
      (found) => {
        setLists(found);
        if (found[0]) setChoice(String(found[0].id));
      },
      () => setLists([]),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'busy') return;
    if (choice === NEW && name.trim() === '') return setStatus({ kind: 'failed', message: t('labLists.addToList.nameRequired') });
    setStatus({ kind: 'busy' });
    try {
      const target = choice === NEW ? { name: name.trim() } : { listId: Number(choice) };
      const saved = await addToLabList(target, { skuId, quantity: Math.max(1, quantity) });
      setStatus({ kind: 'saved', ...saved });
      setLists(null); // line counts changed: ask again next time
    } catch (error) {
      setStatus({ kind: 'failed', message: apiErrorMessage(error, t('labLists.addToList.failed')) });
    }
  };

  return (
    <div className="add-to-list">
      <button type="button" className="link-button" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {t('labLists.addToList.button')}
      </button>
      {open ? (
        <form id={panelId} className="add-to-list-form" onSubmit={(event) => void submit(event)} aria-label={t('labLists.addToList.button')}>
          <label>
            {t('labLists.addToList.list')}
            <select value={choice} onChange={(event) => setChoice(event.target.value)} disabled={lists === null}>
              {(lists ?? []).map((list) => (
                <option key={list.id} value={list.id}>
                  {t('labLists.addToList.option', { name: list.name, count: list.lineCount })}
                </option>
              ))}
              <option value={NEW}>{t('labLists.addToList.newList')}</option>
            </select>
          </label>
          {choice === NEW ? (
            <label>
              {t('labLists.addToList.name')}
              <input value={name} maxLength={60} onChange={(event) => setName(event.target.value)} placeholder={t('labLists.addToList.namePlaceholder')} />
            </label>
          ) : null}
          <button type="submit" className="button" disabled={status.kind === 'busy'}>
            {t('labLists.addToList.save', { count: Math.max(1, quantity) })}
          </button>
          <p role="status" className={status.kind === 'failed' ? 'form-error' : undefined}>
            {status.kind === 'saved' ? (
              <>
                {t('labLists.addToList.saved', { name: status.name })}{' '}
                <Link to={localize(`/user/labListDetail?id=${status.id}`)}>{t('labLists.addToList.open')}</Link>
              </>
            ) : status.kind === 'failed' ? (
              status.message
            ) : null}
          </p>
        </form>
      ) : null}
    </div>
  );
}
