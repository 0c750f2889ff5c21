import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { useRequest } from '@labmall/shared/hooks/use-request';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { formatDate } from '@labmall/shared/format/date';
import { createLabList } from '../api/create-lab-list';
import { getLabLists } from '../api/get-lab-lists';
import type { LabList } from '../api/lab-list-types';
import { ImportForm } from './import-form';
import './lab-lists.css';

const loadLists = () => getLabLists();

/** The shopper's lab lists, a form to start one, and the import of a CSV/XLSX as a new list. */
export function LabListsOverview() {
  const { t, i18n } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { data, error, loading, retry } = useRequest('lab-lists', loadLists);
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState('');
  const open = (list: LabList) => navigate(localize(`/user/labListDetail?id=${list.id}`));

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setCreateError(t('labLists.nameRequired'));
    try {
      open(await createLabList(name.trim()));
    } catch (failure) {
      setCreateError(apiErrorMessage(failure, t('labLists.saveFailed')));
    }
  };

  return (
    <div className="lab-lists">
      <section aria-labelledby="lab-lists-mine" aria-busy={loading}>
        <h2 id="lab-lists-mine">{t('labLists.mine')}</h2>
        {error && !data ? (
          <p role="alert">
            {apiErrorMessage(error, t('labLists.loadFailed'))}{' '}
            <button type="button" className="button" onClick={retry}>{t('labLists.retry')}</button>
          </p>
        ) : !data ? (
          <p role="status">{t('common.loading')}</p>
        ) : data.length === 0 ? (
          <p>{t('labLists.empty')}</p>
        ) : (
          <ul className="lab-list-cards">
            {data.map((list) => (
              <li key={list.id}>
                <Link to={localize(`/user/labListDetail?id=${list.id}`)}>{list.name}</Link>
                <span>{t('labLists.lineCount', { count: list.lineCount })}</span>
                <span>{t('labLists.updated', { date: formatDate(list.updatedAt, i18n.language) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form className="lab-create" onSubmit={(event) => void create(event)} aria-labelledby="lab-lists-create">
        <h2 id="lab-lists-create">{t('labLists.create')}</h2>
        <label>
          {t('labLists.name')}
          <input value={name} maxLength={60} placeholder={t('labLists.namePlaceholder')} onChange={(event) => setName(event.target.value)} />
        </label>
        <button type="submit" className="button button-primary">{t('labLists.createButton')}</button>
        {createError ? <p role="alert" className="form-error">{createError}</p> : null}
      </form>
      <ImportForm onImported={open} />
    </div>
  );
}
