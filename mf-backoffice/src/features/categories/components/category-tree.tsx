import { useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { ConfirmAction } from '@labmall/shared/ui/confirm-action';
import { LoadFailed, Loading } from '../../../components/load-state';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { useCategoryTree, type CategoryNode } from '../../../lib/get-category-tree';
import { CONTENT_LANGUAGES, pickLocalized } from '../../../lib/localized';
import { reorderCategories } from '../api/reorder-categories';
import { deleteCategory } from '../api/delete-category';
import { CategoryDialog } from './category-dialog';

type Editing = { category: CategoryNode | null; parentId: number | null; title: string } | null;

/** The category tree: rename, add a sub-category, move up or down among siblings, delete (refused while in use). */
export function CategoryTree() {
  const { t, i18n } = useTranslation();
  const [version, setVersion] = useState(0);
  const tree = useCategoryTree(version);
  const [editing, setEditing] = useState<Editing>(null);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const nameOf = (node: CategoryNode) => pickLocalized(node.name, i18n.language);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setResult({});
    try {
      await action();
      setResult({ done });
      setVersion((v) => v + 1);
    } catch (error) {
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
    }
  };
  const moveBy = (siblings: CategoryNode[], index: number, step: -1 | 1) => {
    const ids = siblings.map((s) => s.id);
    [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
    const node = siblings[index]!;
    void run(() => reorderCategories(node.parentId, ids), t('backoffice.categories.moved', { name: nameOf(node) }));
  };

  const branch = (nodes: CategoryNode[]) => (
    <ul>
      {nodes.map((node, index) => {
        const name = nameOf(node);
        return (
          <li key={node.id}>
            <div>
              <strong>{name}</strong>
              {/* The names in every language, so a missing or wrong translation shows in the tree itself. */}
              <span className="bo-names">
                {CONTENT_LANGUAGES.map((language) => <span key={language} lang={language}>{node.name[language]}</span>)}
              </span>
              {node.icon ? <code title={t('backoffice.categories.icon')}>{node.icon}</code> : null}
              <span>{t('backoffice.categories.productCount', { count: node.productCount })}</span>
              <button type="button" className="button" aria-label={t('backoffice.categories.renameNamed', { name })}
                onClick={() => setEditing({ category: node, parentId: node.parentId, title: t('backoffice.categories.renameNamed', { name }) })}>
                {t('backoffice.categories.rename')}
              </button>
              <button type="button" className="button" aria-label={t('backoffice.categories.addChildNamed', { name })}
                onClick={() => setEditing({ category: null, parentId: node.id, title: t('backoffice.categories.addChildNamed', { name }) })}>
                {t('backoffice.categories.addChild')}
              </button>
              <button type="button" className="button" aria-label={t('backoffice.categories.moveUpNamed', { name })} disabled={index === 0 || busy} onClick={() => moveBy(nodes, index, -1)}>↑</button>
              <button type="button" className="button" aria-label={t('backoffice.categories.moveDownNamed', { name })} disabled={index === nodes.length - 1 || busy} onClick={() => moveBy(nodes, index, 1)}>↓</button>
              <ConfirmAction
                label={t('backoffice.common.delete')} accessibleLabel={t('backoffice.categories.deleteNamed', { name })}
                question={t('backoffice.categories.deleteQuestion', { name })} confirmLabel={t('backoffice.common.confirm')}
                dismissLabel={t('backoffice.common.cancel')} busy={busy}
                onConfirm={() => void run(() => deleteCategory(node.id), t('backoffice.categories.deleted', { name }))}
              />
            </div>
            {node.children?.length ? branch(node.children) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <>
      <div className="bo-actions">
        <button type="button" className="button button-primary" onClick={() => setEditing({ category: null, parentId: 0, title: t('backoffice.categories.addTop') })}>
          {t('backoffice.categories.addTop')}
        </button>
      </div>
      <SaveResult error={result.error ?? null} done={result.done ?? null} />
      {tree.error && !tree.data ? <LoadFailed error={tree.error} onRetry={tree.retry} /> : null}
      {tree.loading && !tree.data ? <Loading /> : null}
      {tree.data ? <div className="bo-tree" aria-label={t('backoffice.categories.treeLabel')} role="region">{branch(tree.data)}</div> : null}
      {editing ? (
        <CategoryDialog
          {...editing} onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setResult({ done: t('backoffice.categories.saved') });
            setVersion((v) => v + 1);
          }}
        />
      ) : null}
    </>
  );
}
