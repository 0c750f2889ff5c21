import { useLayoutEffect, useRef, useState } from 'react';
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
type Direction = 'up' | 'down';

/**
 * The category tree: rename, add a sub-category (to a top category: the server keeps two levels), move up or down
 * among siblings, delete (refused while in use).
 */
export function CategoryTree() {
  const { t, i18n } = useTranslation();
  const [version, setVersion] = useState(0);
  const tree = useCategoryTree(version);
  const [editing, setEditing] = useState<Editing>(null);
  const [result, setResult] = useState<{ error?: string; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const nameOf = (node: CategoryNode) => pickLocalized(node.name, i18n.language);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  // The moved category's item moves in the DOM once the tree is read again, which drops the focus: put it back on
  // the button that was pressed.
  useLayoutEffect(() => {
    if (focusAfterMove.current) moveButtons.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [tree.data]);
  const moveButtonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) moveButtons.current.set(key, element);
    else moveButtons.current.delete(key);
  };

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setResult({});
    try {
      await action();
      setResult({ done });
      setVersion((v) => v + 1);
    } catch (error) {
      focusAfterMove.current = null;
      setResult({ error: readFailure(error, t('backoffice.common.saveFailed')).message });
    } finally {
      setBusy(false);
    }
  };
  const moveBy = (siblings: CategoryNode[], index: number, direction: Direction) => {
    const step = direction === 'up' ? -1 : 1;
    // While busy, and at either end, the buttons are aria-disabled (a disabled button drops the focus): clicks do nothing.
    if (busy || index + step < 0 || index + step >= siblings.length) return;
    const ids = siblings.map((s) => s.id);
    [ids[index], ids[index + step]] = [ids[index + step]!, ids[index]!];
    const node = siblings[index]!;
    focusAfterMove.current = `${direction}:${node.id}`;
    void run(() => reorderCategories(node.parentId, ids), t('backoffice.categories.moved', { name: nameOf(node) }));
  };

  const branch = (nodes: CategoryNode[], depth = 0) => (
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
              {depth === 0 ? (
                <button type="button" className="button" aria-label={t('backoffice.categories.addChildNamed', { name })}
                  onClick={() => setEditing({ category: null, parentId: node.id, title: t('backoffice.categories.addChildNamed', { name }) })}>
                  {t('backoffice.categories.addChild')}
                </button>
              ) : null}
              <button
                ref={moveButtonRef(`up:${node.id}`)} type="button" className="button" aria-label={t('backoffice.categories.moveUpNamed', { name })}
                aria-disabled={index === 0 || busy || undefined} onClick={() => moveBy(nodes, index, 'up')}
              >↑</button>
              <button
                ref={moveButtonRef(`down:${node.id}`)} type="button" className="button" aria-label={t('backoffice.categories.moveDownNamed', { name })}
                aria-disabled={index === nodes.length - 1 || busy || undefined} onClick={() => moveBy(nodes, index, 'down')}
              >↓</button>
              <ConfirmAction
                label={t('backoffice.common.delete')} accessibleLabel={t('backoffice.categories.deleteNamed', { name })}
                question={t('backoffice.categories.deleteQuestion', { name })} confirmLabel={t('backoffice.common.confirm')}
                dismissLabel={t('backoffice.common.cancel')} busy={busy}
                onConfirm={() => void run(() => deleteCategory(node.id), t('backoffice.categories.deleted', { name }))}
              />
            </div>
            {node.children?.length ? branch(node.children, depth + 1) : null}
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
      {tree.data && tree.data.length === 0 ? <p>{t('backoffice.categories.empty')}</p> : null}
      {tree.data && tree.data.length > 0 ? (
        <div className="bo-tree" aria-label={t('backoffice.categories.treeLabel')} role="region">{branch(tree.data)}</div>
      ) : null}
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
