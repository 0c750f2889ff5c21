import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../../../lib/api-failure';
import { emptyLocalized, pickLocalized } from '../../../lib/localized';
import type { HelpCategory } from '../api/get-help-categories';
import { saveHelpQuestion, type HelpQuestionInput } from '../api/save-help-question';
import { EditorResult, type Outcome } from './editor-result';
import { LocalizedInputs } from './localized-inputs';

const FIELDS = ['categoryId', 'sort', ...['title', 'answer'].flatMap((f) => ['zh', 'en', 'ja', 'ko'].map((l) => `${f}.${l}`))];

export const newQuestion = (categoryId: number): HelpQuestionInput => ({
  categoryId, title: emptyLocalized(), answer: emptyLocalized(), popular: false, published: true, sort: 0,
});

/** One help question: its group, title and answer in four languages (plain text), popular, published and order. */
export function HelpQuestionForm({ question, categories, onSaved, onCancel }: {
  question: HelpQuestionInput; categories: HelpCategory[]; onSaved: (message: string) => void; onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState(question);
  const [outcome, setOutcome] = useState<Outcome>({});
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof HelpQuestionInput>(key: K, next: HelpQuestionInput[K]) => setValue({ ...value, [key]: next });
  const errors = outcome.failure?.field ? { [outcome.failure.field]: outcome.failure.message } : {};
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await saveHelpQuestion(value);
      onSaved(t('backoffice.content.help.saved'));
    } catch (error) {
      setOutcome({ failure: readFailure(error, t('backoffice.common.saveFailed'), FIELDS) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="bo-form bo-card" aria-label={t('backoffice.content.help.form')} onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <EditorResult outcome={outcome} onReload={onCancel} />
      <label className="bo-field">
        {t('backoffice.content.help.category')}
        <select value={value.categoryId} onChange={(event) => set('categoryId', Number(event.target.value))}>
          {categories.map((c) => <option key={c.id} value={c.id}>{pickLocalized(c.name, i18n.language)}</option>)}
        </select>
      </label>
      <LocalizedInputs legend={t('backoffice.content.help.question')} name="title" value={value.title} onChange={(title) => set('title', title)} errors={errors} maxLength={200} />
      <LocalizedInputs legend={t('backoffice.content.help.answer')} name="answer" value={value.answer} onChange={(answer) => set('answer', answer)} errors={errors} maxLength={10000} multiline />
      <p>{t('backoffice.content.help.plainText')}</p>
      <label><input type="checkbox" checked={value.popular} onChange={(event) => set('popular', event.target.checked)} /> {t('backoffice.content.help.popular')}</label>
      <label><input type="checkbox" checked={value.published} onChange={(event) => set('published', event.target.checked)} /> {t('backoffice.content.help.published')}</label>
      <label className="bo-field">
        {t('backoffice.content.help.sort')}
        <input type="number" min={0} max={100000} value={value.sort} onChange={(event) => set('sort', Number(event.target.value))} />
      </label>
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy}>{t('backoffice.common.save')}</button>
        <button type="button" className="button" onClick={onCancel}>{t('backoffice.common.cancel')}</button>
      </div>
    </form>
  );
}
