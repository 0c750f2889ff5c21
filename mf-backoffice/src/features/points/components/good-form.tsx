import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { errorProps, FieldError } from '../../../components/field-error';
import { SaveResult } from '../../../components/form-alert';
import { readFailure } from '../../../lib/api-failure';
import { pickLocalized } from '../../../lib/localized';
import { LocalizedFields } from '../../../components/localized-fields';
import { useGoodsOptions } from '../api/get-goods-options';
import type { PointsGood } from '../api/get-points-good';
import { savePointsGood } from '../api/save-points-good';
import { ImageUpload } from './image-upload';
import { checkGood, draftOf, type GoodDraft } from '../model/good-draft';

const FIELDS = ['code', 'categoryId', 'couponTemplateId', 'images', 'points', 'perAccountLimit', 'availableFrom', 'availableTo', 'sort',
  ...['name', 'description'].flatMap((field) => ['zh', 'en', 'ja', 'ko'].map((language) => `${field}.${language}`))];

type Props = { good: PointsGood | null; onSaved: (saved: { id: number; version: string }, created: boolean) => void; onReload: () => void };

/**
 * A points good's fields in four languages; checked as the server checks them before sending, a refusal shown
 * beside its field, a 409 (someone else saved first) with a way to read the good again. Stock is not here: it
 * changes only through the adjustments below the form (stock-panel.tsx).
 */
export function GoodForm({ good, onSaved, onReload }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const options = useGoodsOptions();
  const [draft, setDraft] = useState<GoodDraft>(() => draftOf(good));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ error?: string; stale?: boolean; done?: string }>({});
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<GoodDraft>) => setDraft((current) => ({ ...current, ...change }));
  const message = (field: string) => (errors[field] ? t(errors[field], { defaultValue: errors[field] }) : undefined);
  const translated = Object.fromEntries(Object.keys(errors).map((key) => [key, message(key)!]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkGood(draft);
    setErrors(checked.errors);
    if (!checked.input) return setResult({ error: t('backoffice.points.errors.form') });
    setBusy(true);
    setResult({});
    try {
      const saved = await savePointsGood({ ...checked.input, ...(good ? { id: good.id, version: good.version } : {}) });
      setResult({ done: t('backoffice.points.saved') });
      onSaved(saved, !good);
    } catch (error) {
      const failure = readFailure(error, t('backoffice.common.saveFailed'), FIELDS);
      setResult({ error: failure.message, stale: failure.status === 409 });
      if (failure.field) setErrors({ [failure.field]: failure.message });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof GoodDraft, label: string, input: ReactNode) => (
    <>
      <label className="bo-field">{label}{input}</label>
      <FieldError id={`${id}-${name}`} message={message(name)} />
    </>
  );
  const text = (name: keyof GoodDraft, extra: Record<string, unknown> = {}) => ({
    value: draft[name] as string, onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }), ...errorProps(`${id}-${name}`, message(name)), ...extra,
  });
  return (
    <form className="bo-form" aria-label={t('backoffice.points.goodForm')} onSubmit={(event) => void submit(event)} noValidate>
      {field('code', t('backoffice.points.columns.code'), <input type="text" maxLength={40} {...text('code')} />)}
      {field('categoryId', t('backoffice.points.category'), (
        <select {...text('categoryId')}>
          <option value="">{t('backoffice.points.choose')}</option>
          {options.data?.categories.map((c) => <option key={c.id} value={c.id}>{pickLocalized(c.name, i18n.language)}</option>)}
        </select>
      ))}
      <label className="bo-field">
        {t('backoffice.points.kind')}
        <select value={draft.kind} onChange={(event) => set({ kind: event.target.value as GoodDraft['kind'] })}>
          <option value="physical">{t('backoffice.points.kinds.physical')}</option>
          <option value="coupon">{t('backoffice.points.kinds.coupon')}</option>
        </select>
      </label>
      {draft.kind === 'coupon' ? field('couponTemplateId', t('backoffice.points.coupon'), (
        <select {...text('couponTemplateId')}>
          <option value="">{t('backoffice.points.choose')}</option>
          {options.data?.couponTemplates.map((c) => <option key={c.id} value={c.id}>{pickLocalized(c.name, i18n.language)}</option>)}
        </select>
      )) : null}
      <LocalizedFields legend={t('backoffice.points.columns.name')} name="name" value={draft.name} onChange={(name) => set({ name })} errors={translated} maxLength={120} />
      <LocalizedFields legend={t('backoffice.points.description')} name="description" multiline value={draft.description} onChange={(description) => set({ description })} errors={translated} maxLength={2000} />
      {field('images', t('backoffice.points.images'), <textarea rows={3} {...text('images')} />)}
      <ImageUpload onUploaded={(urls) => setDraft((current) => ({ ...current, images: [...current.images.split('\n').filter((line) => line.trim()), ...urls].join('\n') }))} />
      {field('points', t('backoffice.points.columns.points'), <input type="number" min={1} step={1} {...text('points')} />)}
      {field('perAccountLimit', t('backoffice.points.columns.limit'), <input type="number" min={1} step={1} {...text('perAccountLimit')} />)}
      {field('availableFrom', t('backoffice.points.availableFrom'), <input type="datetime-local" {...text('availableFrom')} />)}
      {field('availableTo', t('backoffice.points.availableTo'), <input type="datetime-local" {...text('availableTo')} />)}
      {field('sort', t('backoffice.points.columns.sort'), <input type="number" min={0} step={1} {...text('sort')} />)}
      <label className="bo-check"><input type="checkbox" checked={draft.onSale} onChange={(event) => set({ onSale: event.target.checked })} />{t('backoffice.points.onSale')}</label>
      <label className="bo-check"><input type="checkbox" checked={draft.featured} onChange={(event) => set({ featured: event.target.checked })} />{t('backoffice.points.featured')}</label>
      <SaveResult error={result.error} done={result.done} />
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>{t('backoffice.common.save')}</button>
        {result.stale ? <button type="button" className="button" onClick={onReload}>{t('backoffice.points.reload')}</button> : null}
      </div>
    </form>
  );
}
