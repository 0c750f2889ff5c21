import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Pager } from '@labmall/shared/ui/pager';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { pickLocalized } from '../../../lib/localized';
import { deleteHelpQuestion } from '../api/delete-help-question';
import { useHelpCategories } from '../api/get-help-categories';
import { getHelpQuestion } from '../api/get-help-question';
import { useHelpQuestions, type HelpQuestionRow, type HelpQuestionsQuery } from '../api/get-help-questions';
import type { HelpQuestionInput } from '../api/save-help-question';
import { HelpCategoriesSection } from './help-categories-section';
import { HelpQuestionForm, newQuestion } from './help-question-form';

/** The help centre's questions, published or not, by group; one opened in the form below to edit; the groups below them. */
export function HelpQuestionsPage() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<HelpQuestionsQuery>({ page: 1, categoryId: null, published: null });
  const [reload, setReload] = useState(0);
  const list = useHelpQuestions(query, reload);
  // Read again after every write here: a question saved or deleted changes its group's count.
  const categories = useHelpCategories(reload);
  const [editing, setEditing] = useState<HelpQuestionInput | null>(null);
  const [result, setResult] = useState<{ done?: string; error?: string }>({});
  const fail = (error: unknown) => setResult({ error: readFailure(error, t('backoffice.common.loadFailed')).message });
  const changed = (done: string) => {
    setEditing(null);
    setResult({ done });
    setReload((n) => n + 1);
  };
  const open = (row: HelpQuestionRow) => getHelpQuestion(row.id).then(setEditing, fail);
  const remove = async (row: HelpQuestionRow) => {
    if (!window.confirm(t('backoffice.content.help.deleteConfirm'))) return;
    await deleteHelpQuestion(row.id, row.version).then(() => changed(t('backoffice.content.help.deleted')), fail);
  };
  if ((list.error && !list.data) || (categories.error && !categories.data)) return <LoadFailed error={list.error ?? categories.error} onRetry={() => { list.retry(); categories.retry(); }} />;
  if (!list.data || !categories.data) return <Loading />;
  const groups = categories.data;
  const groupName = (id: number) => pickLocalized(groups.find((g) => g.id === id)?.name, i18n.language);
  return (
    <>
      <SaveResult done={result.done ?? null} error={result.error ?? null} />
      <div className="bo-filters">
        <label className="bo-field">
          {t('backoffice.content.help.category')}
          <select value={query.categoryId ?? ''} onChange={(event) => setQuery({ page: 1, categoryId: Number(event.target.value) || null, published: query.published })}>
            <option value="">{t('backoffice.content.any')}</option>
            {groups.map((g) => <option key={g.id} value={g.id}>{pickLocalized(g.name, i18n.language)}</option>)}
          </select>
        </label>
        <label className="bo-field">
          {t('backoffice.content.help.published')}
          <select value={query.published === null ? '' : String(query.published)} onChange={(event) => setQuery({ ...query, page: 1, published: event.target.value === '' ? null : event.target.value === 'true' })}>
            <option value="">{t('backoffice.content.any')}</option>
            <option value="true">{t('backoffice.content.help.shown')}</option>
            <option value="false">{t('backoffice.content.help.hidden')}</option>
          </select>
        </label>
        <button type="button" className="button button-primary" disabled={groups.length === 0} onClick={() => setEditing(newQuestion(query.categoryId ?? groups[0]!.id))}>{t('backoffice.content.help.new')}</button>
      </div>
      <div className="bo-table-wrap" aria-busy={list.loading || undefined}>
        <table className="bo-table">
          <caption>{t('backoffice.content.help.caption', { total: list.data.total })}</caption>
          <thead>
            <tr>
              {['question', 'category', 'published', 'sort'].map((key) => <th key={key} scope="col">{t(`backoffice.content.help.${key}`)}</th>)}
              <th scope="col">{t('backoffice.common.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((row) => {
              const title = pickLocalized(row.title, i18n.language);
              return (
                <tr key={row.id}>
                  <th scope="row">{title}{row.popular ? <small> · {t('backoffice.content.help.popular')}</small> : null}</th>
                  <td>{groupName(row.categoryId)}</td>
                  <td>{t(row.published ? 'backoffice.content.help.shown' : 'backoffice.content.help.hidden')}</td>
                  <td>{row.sort}</td>
                  <td className="bo-actions">
                    <button type="button" className="button" onClick={() => void open(row)}>{t('backoffice.content.banners.edit', { name: title })}</button>
                    <button type="button" className="button button-danger" aria-label={t('backoffice.content.help.delete', { name: title })} onClick={() => void remove(row)}>{t('backoffice.common.delete')}</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {list.data.items.length === 0 ? <p role="status">{t('backoffice.content.help.empty')}</p> : null}
        <Pager className="bo-pager" page={query.page} lastPage={Math.ceil(list.data.total / 50)} total={list.data.total} onPage={(page) => setQuery({ ...query, page })} />
      </div>
      {editing ? (
        <HelpQuestionForm key={editing.id ? `${editing.id}|${editing.version}` : 'new'} question={editing} categories={groups} onSaved={changed}
          onCancel={() => { setEditing(null); setReload((n) => n + 1); }} />
      ) : null}
      <HelpCategoriesSection groups={groups} onChanged={() => setReload((n) => n + 1)} />
    </>
  );
}
