import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Dialog } from '../../../components/dialog';
import { errorProps, FieldError } from '../../../components/field-error';
import { readFailure } from '../../../lib/api-failure';
import { CONTENT_LANGUAGES } from '../../../lib/localized';
import { saveHelpCategory, type HelpCategoryInput } from '../api/save-help-category';
import { EditorResult, type Outcome } from './editor-result';
import { LocalizedInputs } from './localized-inputs';

const FIELDS = ['slug', 'sort', ...CONTENT_LANGUAGES.map((l) => `name.${l}`)];
/** The server's rule (help-category-schemas.ts), checked by the browser first. */
const SLUG_PATTERN = '[a-z0-9][a-z0-9\\-]{0,31}';

/** A help group's slug, names in four languages and order; a refusal stays in the dialog with what was typed. */
export function HelpCategoryDialog({ group, title, onClose, onSaved }: {
  group: HelpCategoryInput; title: string; onClose: () => void; onSaved: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState<HelpCategoryInput>(() => ({ ...(group.id ? { id: group.id, version: group.version } : {}), slug: group.slug, name: group.name, sort: group.sort }));
  const [outcome, setOutcome] = useState<Outcome>({});
  const [busy, setBusy] = useState(false);
  const errors = outcome.failure?.field ? { [outcome.failure.field]: outcome.failure.message } : {};
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome({});
    try {
      await saveHelpCategory({ ...value, slug: value.slug.trim() });
      onSaved();
    } catch (error) {
      setOutcome({ failure: readFailure(error, t('backoffice.common.saveFailed'), FIELDS) });
      setBusy(false);
    }
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="bo-form" aria-label={title} aria-busy={busy || undefined} onSubmit={(event) => void submit(event)}>
        <div className="bo-field">
          <label htmlFor={`${id}-slug`}>{t('backoffice.content.helpGroups.slug')}</label>
          <input id={`${id}-slug`} name="slug" required maxLength={32} pattern={SLUG_PATTERN} autoCapitalize="none" spellCheck={false} value={value.slug}
            aria-describedby={errors.slug ? `${id}-slug-error ${id}-slug-hint` : `${id}-slug-hint`} aria-invalid={errors.slug ? true : undefined}
            onChange={(event) => setValue({ ...value, slug: event.target.value.toLowerCase() })} />
          <small id={`${id}-slug-hint`}>{t('backoffice.content.helpGroups.slugHint')}</small>
          <FieldError id={`${id}-slug-error`} message={errors.slug} />
        </div>
        <LocalizedInputs legend={t('backoffice.content.helpGroups.name')} name="name" value={value.name} onChange={(name) => setValue({ ...value, name })} errors={errors} maxLength={60} />
        <label className="bo-field">
          {t('backoffice.content.helpGroups.sort')}
          <input type="number" name="sort" required min={0} max={100000} value={value.sort} {...errorProps(`${id}-sort-error`, errors.sort)}
            onChange={(event) => setValue({ ...value, sort: Number(event.target.value) })} />
          <FieldError id={`${id}-sort-error`} message={errors.sort} />
        </label>
        <EditorResult outcome={outcome} onReload={onClose} />
        <div className="bo-actions">
          <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.common.save')}</button>
          <button type="button" className="button" onClick={onClose}>{t('backoffice.common.cancel')}</button>
        </div>
      </form>
    </Dialog>
  );
}
