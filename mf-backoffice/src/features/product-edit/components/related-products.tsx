import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiFileUrl } from '@labmall/shared/api/api-file-url';
import { imageForWidth } from '@labmall/shared/catalog/image-size';
import { readFailure } from '../../../lib/api-failure';
import { pickLocalized, type Localized } from '../../../lib/localized';
import type { ProductStatus } from '../../../lib/product-status';
import { SaveResult } from '../../../components/form-alert';
import type { RelatedList } from '../api/get-product';
import { MAX_RELATED, saveRelatedProducts } from '../api/save-related-products';
import { ProductPicker } from './product-picker';

/** The thumbnail's CSS width (`.bo-related img`). */
const THUMB_SIZE = 48;

/** A listed product: as read (names in every language) or just picked from the search (the user's language). */
interface Item { id: number; name: Localized | string; status: ProductStatus; image: string | null }

const idsOf = (items: Item[]) => items.map((item) => item.id).join(',');

interface RelatedProductsProps {
  productId: number;
  /** The list as the product record answered it. */
  related: RelatedList;
  /** Reads the product again (offered after a 409: someone else changed the list). */
  onReload: () => void;
}

/**
 * "Bought together": the products the product page lists under it, in order. Edited here (remove, move up or down,
 * add by search) and saved on their own, at the list's version: the product's fields and SKUs are not touched.
 */
export function RelatedProducts({ productId, related, onReload }: RelatedProductsProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [saved, setSaved] = useState(related);
  const [draft, setDraft] = useState<Item[]>(related.items);
  const [seen, setSeen] = useState(related.version);
  const [reloadAsked, setReloadAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; stale?: boolean; done?: string }>({});
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const dirty = idsOf(draft) !== idsOf(saved.items);

  // The record read again with another list (a reload, or a refresh after another save in the editor): shown
  // when asked for or when nothing here is unsaved; unsaved edits are kept otherwise (their save then gets a 409).
  if (related.version !== seen) {
    setSeen(related.version);
    if (reloadAsked || !dirty) {
      setSaved(related);
      setDraft(related.items);
      setReloadAsked(false);
      setResult({});
    }
  }

  // A moved or removed item's button leaves the DOM or moves in it, which drops the focus: put it where the
  // keyboard user expects it (the same button after a move, the next item's remove after a removal).
  useLayoutEffect(() => {
    if (focusNext.current === 'search') searchInput.current?.focus();
    else if (focusNext.current) buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  }, [draft]);
  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const nameOf = (item: Item) => pickLocalized(item.name, i18n.language);
  const edit = (next: Item[], message: string) => {
    setDraft(next);
    setAnnouncement(message);
    setResult({});
  };
  const move = (index: number, step: -1 | 1) => {
    const to = index + step;
    if (to < 0 || to >= draft.length) return;
    const next = [...draft];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    focusNext.current = `${step < 0 ? 'up' : 'down'}:${item!.id}`;
    edit(next, t('backoffice.related.moved', { name: nameOf(item!), position: to + 1, count: next.length }));
  };
  const remove = (index: number) => {
    const item = draft[index]!;
    const next = draft.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    focusNext.current = neighbour ? `remove:${neighbour.id}` : 'search';
    edit(next, t('backoffice.related.removed', { name: nameOf(item) }));
  };

  const save = async () => {
    setBusy(true);
    setResult({});
    try {
      const answer = await saveRelatedProducts({ productId, version: saved.version, relatedIds: draft.map((item) => item.id) });
      setSaved(answer);
      setDraft(answer.items);
      setResult({ done: t('backoffice.related.saved') });
    } catch (error) {
      const failure = readFailure(error, t('backoffice.common.saveFailed'));
      setResult({ error: failure.message, stale: failure.status === 409 });
    } finally {
      setBusy(false);
    }
  };

  const full = draft.length >= MAX_RELATED;
  return (
    <section className="bo-form" aria-labelledby={`${id}-title`} aria-describedby={`${id}-lead`}>
      <h2 id={`${id}-title`}>{t('backoffice.related.title')}</h2>
      <p id={`${id}-lead`} className="form-hint">{t('backoffice.related.lead', { max: MAX_RELATED })}</p>
      {draft.length === 0 ? (
        <p className="bo-state">{t('backoffice.related.empty')}</p>
      ) : (
        <ol className="bo-related" aria-labelledby={`${id}-title`}>
          {draft.map((item, index) => {
            const name = nameOf(item);
            const first = index === 0;
            const last = index === draft.length - 1;
            // The end buttons are aria-disabled rather than disabled: a disabled button would drop the focus.
            return (
              <li key={item.id}>
                {item.image
                  ? <img src={apiFileUrl(imageForWidth(item.image, THUMB_SIZE))} alt="" width={THUMB_SIZE} height={THUMB_SIZE} />
                  : <span className="bo-related-no-image" aria-hidden="true" />}
                <span>
                  {name} <span className="bo-names">#{item.id}</span>
                  {item.status === 'off_sale' ? <span className="bo-names"> · {t('backoffice.related.offSale')}</span> : null}
                </span>
                <span className="bo-actions">
                  <button
                    ref={buttonRef(`up:${item.id}`)} type="button" className="button" aria-disabled={first || undefined}
                    aria-label={t('backoffice.related.moveUp', { name })} onClick={() => move(index, -1)}
                  >↑</button>
                  <button
                    ref={buttonRef(`down:${item.id}`)} type="button" className="button" aria-disabled={last || undefined}
                    aria-label={t('backoffice.related.moveDown', { name })} onClick={() => move(index, 1)}
                  >↓</button>
                  <button ref={buttonRef(`remove:${item.id}`)} type="button" className="button" aria-label={t('backoffice.related.remove', { name })} onClick={() => remove(index)}>
                    {t('backoffice.common.remove')}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <ProductPicker
        inputRef={searchInput} label={t('backoffice.related.search')} excludeIds={[productId, ...draft.map((item) => item.id)]}
        unavailable={full ? t('backoffice.related.full', { max: MAX_RELATED }) : undefined}
        onPick={(product) => {
          // The search is disabled once the list is full, which would drop the focus: it goes to Save then.
          if (draft.length + 1 >= MAX_RELATED) focusNext.current = 'save';
          edit([...draft, { id: product.id, name: product.name, status: product.status, image: null }], t('backoffice.related.added', { name: product.name }));
        }}
      />
      <p role="status" className="visually-hidden">{announcement}</p>
      <div className="bo-actions">
        <button ref={buttonRef('save')} type="button" className="button button-primary" disabled={busy} onClick={() => void save()}>
          {t(busy ? 'backoffice.related.saving' : 'backoffice.related.save')}
        </button>
        {dirty ? (
          <button type="button" className="button" onClick={() => edit(saved.items, t('backoffice.related.undone'))}>{t('backoffice.related.undo')}</button>
        ) : null}
        {result.stale ? (
          <button type="button" className="button" onClick={() => { setReloadAsked(true); onReload(); }}>{t('backoffice.related.reload')}</button>
        ) : null}
      </div>
      <SaveResult error={result.error} done={result.done} />
    </section>
  );
}
