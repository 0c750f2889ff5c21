import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { apiErrorMessage } from '@labmall/shared/api/error-message';
import { getRuntimeConfig } from '@labmall/shared/config/runtime-config';
import type { FormDefinition } from '../api/form-types';
import { submitForm } from '../api/submit-form';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { FormFieldInput } from './form-field-input';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string; fields: Record<string, string> };

/**
 * A form that also works without JavaScript (the mobile form page): it posts itself to the same call, which sends
 * the browser back to `returnTo` with the outcome; `outcome` is what came back (from the page's query).
 */
export interface NativePost {
  returnTo: string;
  outcome: { sent: boolean; failed: string; field: string };
}

function initialStatus(native: NativePost | undefined, t: (key: string) => string): Status {
  if (!native) return { kind: 'idle' };
  const { sent, failed, field } = native.outcome;
  if (sent) return { kind: 'sent' };
  if (!failed) return { kind: 'idle' };
  const known = ['invalid', 'closed', 'busy'].includes(failed) ? failed : 'error';
  return { kind: 'failed', message: t(`helpService.mobileForm.failed.${known}`), fields: field ? { [field]: t('helpService.mobileForm.fieldRefused') } : {} };
}

/**
 * A form rendered from its server definition and checked by the server against the same definition. The
 * inputs are uncontrolled, so nothing typed is lost when the server refuses; every refused field shows its
 * message and the first one gets the focus. The hidden `website` field is a honeypot for bots.
 */
export function DynamicForm({ form, native }: { form: FormDefinition; native?: NativePost }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>(() => initialStatus(native, t));
  const idPrefix = `form-${form.formId}`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    setStatus({ kind: 'sending' });
    try {
      await submitForm(form.formId, new FormData(element));
      setStatus({ kind: 'sent' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const message = Object.keys(fields).length > 0 ? t('helpService.form.fixErrors') : apiErrorMessage(error, t('helpService.form.failed'));
      setStatus({ kind: 'failed', message, fields });
      const first = form.fields.find((f) => fields[f.name]);
      // After React has rendered the messages, so the screen reader reads the field with its error.
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>(first ? `[name="${first.name}"]` : 'button[type=submit]')?.focus());
    }
  };

  if (status.kind === 'sent') {
    return (
      <div className="hs-success" role="status">
        <p>{t('helpService.form.sent')}</p>
        {native
          ? <a className="button" href={native.returnTo} onClick={(event) => { event.preventDefault(); setStatus({ kind: 'idle' }); }}>{t('helpService.form.sendAnother')}</a>
          : <button type="button" className="button" onClick={() => setStatus({ kind: 'idle' })}>{t('helpService.form.sendAnother')}</button>}
      </div>
    );
  }
  if (!form.open) return <p className="hs-empty" role="status">{t('helpService.form.closed')}</p>;

  const fieldErrors = status.kind === 'failed' ? status.fields : {};
  return (
    <form
      ref={ref} className="hs-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-describedby={`${idPrefix}-status`}
      {...(native ? { method: 'post', encType: 'multipart/form-data', action: `${getRuntimeConfig().shopHost || ''}/api/forms/${encodeURIComponent(form.formId)}/submissions` } : {})}
    >
      {native ? <input type="hidden" name="_returnTo" value={native.returnTo} /> : null}
      {form.fields.map((field) => <FormFieldInput key={field.name} field={field} error={fieldErrors[field.name]} idPrefix={idPrefix} />)}
      <div className="hs-honeypot" aria-hidden="true">
        <label htmlFor={`${idPrefix}-website`}>{t('helpService.form.honeypot')}</label>
        <input id={`${idPrefix}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={`${idPrefix}-status`} className="form-error" role="alert">{status.kind === 'failed' ? status.message : ''}</p>
      <div>
        <button type="submit" className="button button-primary" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? t('helpService.form.submitting') : t('helpService.form.submit')}
        </button>
      </div>
    </form>
  );
}
