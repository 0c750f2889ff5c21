import { useId, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { CONTENT_LANGUAGES, emptyLocalized, pickLocalized } from '../../../lib/localized';
import { deleteHelpCategory } from '../api/delete-help-category';
import type { HelpCategory } from '../api/get-help-categories';
import type { HelpCategoryInput } from '../api/save-help-category';
import { HelpCategoryDialog } from './help-category-dialog';

/**
 * The help centre's groups (the help home's topics, in this order): names in every language, questions counted,
 * added and edited in a dialog, deleted once empty (the server refuses a group with questions and says why).
 */
export function HelpCategoriesSection({ groups, onChanged }: { groups: HelpCategory[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [editing, setEditing] = useState<{ group: HelpCategoryInput; title: string } | null>(null);
  const [result, setResult] = useState<{ done?: string; error?: string }>({});
  const [busy, setBusy] = useState(false);
  const close = (done?: string) => {
    setEditing(null);
    setResult(done ? { done } : {});
    onChanged();
  };
  const remove = async (group: HelpCategory, name: string) => {
    setBusy(true);
    setResult({});
    try {
      await deleteHelpCategory(group.id, group.version);
      setResult({ done: t('backoffice.content.helpGroups.deleted', { name }) });
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  const next = (groups.at(-1)?.sort ?? -1) + 1;
  return (
    <section className="bo-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('backoffice.content.helpGroups.title')}</h2>
      <p>{t('backoffice.content.helpGroups.hint')}</p>
      <div className="bo-actions">
        <button type="button" className="button button-primary"
          onClick={() => setEditing({ group: { slug: '', name: emptyLocalized(), sort: next }, title: t('backoffice.content.helpGroups.new') })}>
          {t('backoffice.content.helpGroups.new')}
        </button>
      </div>
      <SaveResult done={result.done ?? null} error={result.error ?? null} />
      {groups.length === 0 ? <p role="status">{t('backoffice.content.helpGroups.empty')}</p> : (
        <div className="bo-table-wrap" aria-busy={busy || undefined}>
          <table className="bo-table">
            <caption>{t('backoffice.content.helpGroups.caption', { total: groups.length })}</caption>
            <thead>
              <tr>
                {['name', 'slug', 'questions', 'sort'].map((key) => <th key={key} scope="col">{t(`backoffice.content.helpGroups.${key}`)}</th>)}
                <th scope="col">{t('backoffice.common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => {
                const name = pickLocalized(group.name, i18n.language);
                return (
                  <tr key={group.id}>
                    <th scope="row">
                      {name}
                      {/* Every language, so a missing or wrong translation shows in the list itself. */}
                      <span className="bo-names"> {CONTENT_LANGUAGES.map((l) => <span key={l} lang={l}>{group.name[l]}</span>)}</span>
                    </th>
                    <td><code>{group.slug}</code></td>
                    <td>{group.questionCount}</td>
                    <td>{group.sort}</td>
                    <td className="bo-actions">
                      <button type="button" className="button" aria-label={t('backoffice.content.helpGroups.edit', { name })}
                        onClick={() => setEditing({ group, title: t('backoffice.content.helpGroups.edit', { name }) })}>
                        {t('backoffice.content.helpGroups.editShort')}
                      </button>
                      <ConfirmAction
                        label={t('backoffice.common.delete')} accessibleLabel={t('backoffice.content.helpGroups.delete', { name })}
                        question={t('backoffice.content.helpGroups.deleteQuestion', { name })} confirmLabel={t('backoffice.common.confirm')}
                        dismissLabel={t('backoffice.common.cancel')} busy={busy} onConfirm={() => void remove(group, name)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing ? (
        <HelpCategoryDialog key={editing.group.id ? `${editing.group.id}|${editing.group.version}` : 'new'} group={editing.group} title={editing.title}
          onClose={() => close()} onSaved={() => close(t('backoffice.content.helpGroups.saved'))} />
      ) : null}
    </section>
  );
}
