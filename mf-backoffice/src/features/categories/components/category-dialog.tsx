import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { Dialog } from '../../../components/dialog';
import { readFailure } from '../../../lib/api-failure';
import { CONTENT_LANGUAGES, emptyLocalized, type Localized } from '../../../lib/localized';
import type { CategoryNode } from '../../../lib/get-category-tree';
import { saveCategory } from '../api/save-category';
import { SaveResult } from '../../../components/form-alert';

interface CategoryDialogProps {
  /** The category renamed, or null for a new one under `parentId`. */
  category: CategoryNode | null;
  /** The parent of a new category (0: a top category). */
  parentId: number | null;
  title: string;
  onClose: () => void;
  onSaved: () => void;
}

/** A category's names in the four languages and its icon; a refusal stays in the dialog with what was typed. */
export function CategoryDialog({ category, parentId, title, onClose, onSaved }: CategoryDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState<Localized>(category?.name ?? emptyLocalized());
  const [icon, setIcon] = useState(category?.icon ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await saveCategory({ ...(category ? { id: category.id } : {}), parentId, icon, name });
      onSaved();
    } catch (failure) {
      setError(readFailure(failure, t('backoffice.common.saveFailed')).message);
      setBusy(false);
    }
  };

  return (
    <Dialog title={title} onClose={onClose}>
      <form className="bo-form" onSubmit={(event) => void submit(event)}>
        {CONTENT_LANGUAGES.map((language) => (
          <label key={language} className="bo-field">
            {`${t('backoffice.categories.name')} · ${t(`backoffice.languages.${language}`)}`}
            <input lang={language} required maxLength={200} value={name[language]} onChange={(e) => setName({ ...name, [language]: e.target.value })} />
          </label>
        ))}
        <label className="bo-field">
          {t('backoffice.categories.icon')}
          <input value={icon} maxLength={64} pattern="[a-z0-9\-]*" onChange={(e) => setIcon(e.target.value.toLowerCase())} />
        </label>
        <SaveResult error={error} />
        <div className="bo-actions">
          <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.common.save')}</button>
          <button type="button" className="button" onClick={onClose}>{t('backoffice.common.cancel')}</button>
        </div>
      </form>
    </Dialog>
  );
}
