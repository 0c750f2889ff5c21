import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { errorProps, FieldError } from '../../../components/field-error';
import type { ContentLanguage } from '../../../lib/localized';
import { SECTIONS } from '../model/articles-query';
import { missingIn, type ArticleDraft } from '../model/article-draft';
import { LanguageTabs } from './language-tabs';

// The editor is loaded only when an article is edited: the console's lists never download it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface ArticleFormProps {
  draft: ArticleDraft;
  onChange: (draft: ArticleDraft) => void;
  onSubmit: () => void;
  busy: boolean;
  isNew: boolean;
  errors: Record<string, string>;
}

/** The article's fields: section, URL name and author, then title, summary, tags and body per language. */
export function ArticleForm({ draft, onChange, onSubmit, busy, isNew, errors }: ArticleFormProps) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<ContentLanguage>('zh');
  const languageName = t(`backoffice.languages.${language}`);
  const set = <K extends keyof ArticleDraft>(key: K, value: ArticleDraft[K]) => onChange({ ...draft, [key]: value });
  const setText = (key: 'title' | 'summary' | 'body' | 'tags', value: string) => onChange({ ...draft, [key]: { ...draft[key], [language]: value } });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const field = (name: string) => ({ id: `article-${name}`, message: errors[name] });
  return (
    <form className="bo-form" onSubmit={submit} noValidate>
      <label className="bo-field">
        {t('backoffice.content.section')}
        <select value={draft.section} onChange={(event) => set('section', event.target.value)}>
          {SECTIONS.map((section) => <option key={section} value={section}>{t(`backoffice.content.sections.${section}`)}</option>)}
        </select>
      </label>
      <div className="bo-field">
        <label htmlFor="article-slug">{t('backoffice.content.editor.slug')}</label>
        <input id="article-slug" value={draft.slug} required pattern="[a-z0-9][a-z0-9-]*" maxLength={119}
          aria-describedby={field('slug').message ? 'article-slug-hint article-slug-error' : 'article-slug-hint'} aria-invalid={field('slug').message ? true : undefined}
          onChange={(event) => set('slug', event.target.value)} />
        <small id="article-slug-hint">{t('backoffice.content.editor.slugHint')}</small>
        <FieldError id="article-slug-error" message={field('slug').message} />
      </div>
      <label className="bo-field">
        {t('backoffice.content.editor.author')}
        <input value={draft.author} maxLength={120} onChange={(event) => set('author', event.target.value)} />
      </label>
      <p>{t('backoffice.content.editor.fallback')}</p>
      <LanguageTabs value={language} onChange={setLanguage} missing={missingIn(draft)}>
        <label className="bo-field">
          {t('backoffice.content.editor.title', { language: languageName })}
          <input value={draft.title[language]} lang={language} maxLength={200} {...errorProps(`article-title-${language}`, errors[`title.${language}`])}
            onChange={(event) => setText('title', event.target.value)} />
          <FieldError id={`article-title-${language}`} message={errors[`title.${language}`]} />
        </label>
        <label className="bo-field">
          {t('backoffice.content.editor.summary', { language: languageName })}
          <textarea rows={3} value={draft.summary[language]} lang={language} maxLength={500} onChange={(event) => setText('summary', event.target.value)} />
        </label>
        <label className="bo-field">
          {t('backoffice.content.editor.tags', { language: languageName })}
          <input value={draft.tags[language]} lang={language} onChange={(event) => setText('tags', event.target.value)} />
        </label>
        <Suspense fallback={<p role="status">{t('backoffice.content.editor.loading')}</p>}>
          <RichTextEditor
            key={language} label={t('backoffice.content.editor.body', { language: languageName })} lang={language}
            initial={draft.body[language]} onChange={(html) => setText('body', html)}
          />
        </Suspense>
      </LanguageTabs>
      <div className="bo-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {t(isNew ? 'backoffice.content.editor.create' : 'backoffice.content.editor.save')}
        </button>
      </div>
    </form>
  );
}
