import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import type { AfterSalesOrder, AfterSalesRequest } from '../api/after-sales-types';
import { createRequest } from '../api/create-request';
import { fieldErrorsOf } from '../../../lib/field-errors';

/**
 * The request for one order: its lines (those with an open request cannot be picked again), a type, a reason,
 * a description and up to five photos. Uncontrolled inputs: a refused request keeps everything typed.
 */
export function RequestForm({ order, onSent }: { order: AfterSalesOrder; onSent: (request: AfterSalesRequest) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const fields = failure?.fields ?? {};
  const invalid = (name: string) => (fields[name] ? { 'aria-invalid': true, 'aria-describedby': `as-${name}-error` } : {});
  const error = (name: string) => (fields[name] ? <p id={`as-${name}-error`} className="form-error">{fields[name]}</p> : null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('orderNo', order.orderNo);
    setSending(true);
    try {
      const created = await createRequest(data);
      setFailure(null);
      ref.current?.reset();
      onSent(created);
    } catch (failed) {
      const byField = fieldErrorsOf(failed);
      setFailure({ message: Object.keys(byField).length ? t('helpService.form.fixErrors') : apiErrorMessage(failed, t('helpService.form.failed')), fields: byField });
      const first = ['items', 'type', 'reason', 'description', 'photos'].find((n) => byField[n]);
      // The first enabled control: the first line's checkbox is disabled when it already has an open request.
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>(first ? `[name="${first}"]:not(:disabled)` : 'button[type=submit]')?.focus());
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={ref} className="hs-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <fieldset {...invalid('items')}>
        <legend>{t('helpService.afterSales.items')}</legend>
        {order.lines.map((line) => (
          <label key={line.id} className="checkbox">
            <input type="checkbox" name="items" value={line.id} disabled={line.hasOpenRequest} />
            <span>
              {line.name} · {line.spec} × {line.quantity}
              {line.hasOpenRequest ? ` (${t('helpService.afterSales.alreadyRequested')})` : ''}
            </span>
          </label>
        ))}
        {error('items')}
      </fieldset>
      {(['type', 'reason'] as const).map((name) => (
        <div key={name} className="form-field">
          <label htmlFor={`as-${name}`}>{t(`helpService.afterSales.${name}`)}<span className="required-mark" aria-hidden="true"> *</span></label>
          <select id={`as-${name}`} name={name} defaultValue="" aria-required="true" {...invalid(name)}>
            <option value="">{t('helpService.form.choose')}</option>
            {(name === 'type' ? order.types : order.reasons).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
          {error(name)}
        </div>
      ))}
      <div className="form-field">
        <label htmlFor="as-description">{t('helpService.afterSales.description')}</label>
        <textarea id="as-description" name="description" maxLength={1000} {...invalid('description')} />
        {error('description')}
      </div>
      <div className="form-field">
        <label htmlFor="as-photos">{t('helpService.afterSales.photos')}</label>
        <input id="as-photos" name="photos" type="file" accept="image/jpeg,image/png,image/webp" multiple {...invalid('photos')} aria-describedby={fields.photos ? 'as-photos-hint as-photos-error' : 'as-photos-hint'} />
        <p id="as-photos-hint" className="form-hint">{t('helpService.afterSales.photosHint')}</p>
        {error('photos')}
      </div>
      <p className="form-error" role="alert">{failure?.message ?? ''}</p>
      <div>
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? t('helpService.form.submitting') : t('helpService.afterSales.submit')}
        </button>
      </div>
    </form>
  );
}
