import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useCategoryTree } from '../../../lib/get-category-tree';
import { CONTENT_LANGUAGES, emptyLocalized, pickLocalized } from '../../../lib/localized';
import { PRODUCT_STATUSES, type ProductStatus } from '../../../lib/product-status';
import { readFailure } from '../../../lib/api-failure';
import { REGULATED_CLASSES, useRegulatedClassText, type RegulatedClass } from '../../../lib/regulated-class';
import { errorProps, FieldError } from '../../../components/field-error';
import type { ProductRecord } from '../api/get-product';
import { saveProduct, type ProductInput } from '../api/save-product';
import { LocalizedFields } from '../../../components/localized-fields';
import { ImageList } from './image-list';
import { SpecsEditor } from './specs-editor';
import { SaveResult } from '../../../components/form-alert';

const draftOf = (record: ProductRecord | null): ProductInput => record
  ? { categoryId: record.categoryId, brand: record.brand, name: record.name, summary: record.summary, description: record.description,
    casNumber: record.casNumber, regulatedClass: record.regulatedClass ?? null, formula: record.formula, specs: record.specs, images: record.images, status: record.status }
  : { categoryId: 0, brand: '', name: emptyLocalized(), summary: emptyLocalized(), description: emptyLocalized(),
    casNumber: null, regulatedClass: null, formula: null, specs: [], images: [], status: 'off_sale' };

/** The paths a 400 may name, to show its message beside that input. */
const FIELDS = ['categoryId', 'brand', 'casNumber', 'regulatedClass', 'formula', 'images', 'status', 'specs',
  ...['name', 'summary', 'description'].flatMap((field) => [field, ...CONTENT_LANGUAGES.map((language) => `${field}.${language}`)])];

interface ProductFormProps {
  record: ProductRecord | null;
  /** After a save: the product's id and new version (a new product then opens as itself). */
  onSaved: (answer: { id: number; version: string }, created: boolean) => void;
  /** Reads the product again, dropping the edits (offered after a 409: someone else changed it). */
  onReload: () => void;
  /** A result to announce at once (a new product, just created, opens as itself). */
  notice?: string;
}

/**
 * The product's own fields. Nothing typed is lost on a refused save: the draft stays, the server's message shows
 * in an alert beside the form, a 400's message next to the field it names, a 409 with "reload".
 */
export function ProductForm({ record, onSaved, onReload, notice }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const categories = useCategoryTree();
  const classText = useRegulatedClassText();
  const [draft, setDraft] = useState<ProductInput>(() => draftOf(record));
  const [version, setVersion] = useState(record?.version);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error?: string; stale?: boolean; done?: string }>(notice ? { done: notice } : {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof ProductInput>(key: K, value: ProductInput[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A field's refusal goes once it is edited (the form's alert keeps the message until the next save).
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => path !== key && !path.startsWith(`${String(key)}.`))));
  };
  const optional = (value: string) => (value.trim() === '' ? null : value);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult({});
    setErrors({});
    try {
      const answer = await saveProduct({ ...(record ? { id: record.id, version } : {}), ...draft });
      setVersion(answer.version);
      setResult({ done: t('backoffice.product.saved') });
      onSaved(answer, !record);
    } catch (error) {
      const failure = readFailure(error, t('backoffice.common.saveFailed'), FIELDS);
      setResult({ error: failure.message, stale: failure.status === 409 });
      if (failure.field) setErrors({ [failure.field]: failure.message });
    } finally {
      setBusy(false);
    }
  };

  const single = (key: 'brand' | 'casNumber' | 'formula', label: string, required = false) => (
    <label className="bo-field">
      {label}
      <input
        name={key} type="text" required={required} value={draft[key] ?? ''}
        onChange={(event) => set(key, key === 'brand' ? event.target.value : optional(event.target.value))}
        {...errorProps(`${id}-${key}`, errors[key])}
      />
      <FieldError id={`${id}-${key}`} message={errors[key]} />
    </label>
  );

  return (
    <form className="bo-form" onSubmit={(event) => void save(event)} aria-labelledby={`${id}-title`} noValidate>
      <h2 id={`${id}-title`}>{t('backoffice.product.details')}</h2>
      <LocalizedFields legend={t('backoffice.product.name')} name="name" value={draft.name} onChange={(v) => set('name', v)} errors={errors} maxLength={200} />
      <LocalizedFields legend={t('backoffice.product.summary')} name="summary" value={draft.summary} onChange={(v) => set('summary', v)} errors={errors} multiline />
      <LocalizedFields legend={t('backoffice.product.description')} name="description" value={draft.description} onChange={(v) => set('description', v)} errors={errors} multiline maxLength={20000} />
      <div className="bo-filters">
        <label className="bo-field">
          {t('backoffice.product.category')}
          <select
            name="categoryId" value={draft.categoryId || ''} onChange={(event) => set('categoryId', Number(event.target.value))}
            {...errorProps(`${id}-categoryId`, errors.categoryId)}
          >
            <option value="">{t('backoffice.product.chooseCategory')}</option>
            {/* A product belongs to a sub-category (the server refuses a top one): these are grouped under their top category. */}
            {(categories.data ?? []).filter((top) => top.children?.length).map((top) => (
              <optgroup key={top.id} label={pickLocalized(top.name, i18n.language)}>
                {top.children.map((node) => <option key={node.id} value={node.id}>{pickLocalized(node.name, i18n.language)}</option>)}
              </optgroup>
            ))}
            {draft.categoryId && !categories.data ? <option value={draft.categoryId}>#{draft.categoryId}</option> : null}
          </select>
          <FieldError id={`${id}-categoryId`} message={errors.categoryId} />
        </label>
        {single('brand', t('backoffice.product.brand'))}
        {single('casNumber', t('backoffice.product.casNumber'))}
        <label className="bo-field">
          {t('backoffice.product.regulatedClass')}
          {/* Always sent: none is null (the API keeps the class only when the field is left out). */}
          <select
            name="regulatedClass" value={draft.regulatedClass ?? ''}
            onChange={(event) => set('regulatedClass', (event.target.value || null) as RegulatedClass | null)}
            {...errorProps(`${id}-regulatedClass`, errors.regulatedClass)}
          >
            <option value="">{classText(null)}</option>
            {REGULATED_CLASSES.map((value) => <option key={value} value={value}>{classText(value)}</option>)}
          </select>
          <FieldError id={`${id}-regulatedClass`} message={errors.regulatedClass} />
        </label>
        {single('formula', t('backoffice.product.formula'))}
        <label className="bo-field">
          {t('backoffice.products.status')}
          <select name="status" value={draft.status} onChange={(event) => set('status', event.target.value as ProductStatus)}>
            {PRODUCT_STATUSES.map((status) => <option key={status} value={status}>{t(`backoffice.status.${status}`)}</option>)}
          </select>
        </label>
      </div>
      <SpecsEditor specs={draft.specs} onChange={(specs) => set('specs', specs)} />
      <ImageList images={draft.images} onChange={(images) => set('images', images)} />
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy}>{t(record ? 'backoffice.product.save' : 'backoffice.product.create')}</button>
        {result.stale ? <button type="button" className="button" onClick={onReload}>{t('backoffice.product.reload')}</button> : null}
      </div>
      <SaveResult error={result.error} done={result.done} />
    </form>
  );
}
