import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@labmall/shared/router';
import { useTranslation } from '@labmall/shared/i18n/react';
import { useLocalizedPath } from '@labmall/shared/ui/use-localized-path';
import { LoadFailed, Loading } from '../../../components/load-state';
import { readFailure } from '../../../lib/api-failure';
import { deleteArticle } from '../api/delete-article';
import { useArticle } from '../api/get-article';
import { saveArticle } from '../api/save-article';
import { setArticleStatus } from '../api/set-article-status';
import { draftOf, emptyDraft, inputOf, type ArticleDraft } from '../model/article-draft';
import { ArticleFiles } from './article-files';
import { ArticleForm } from './article-form';
import { EditorResult, type Outcome } from './editor-result';
import { PublishPanel, type PublishAction } from './publish-panel';

const FIELDS = ['slug', 'section', 'author', ...['title', 'summary', 'body'].flatMap((f) => ['zh', 'en', 'ja', 'ko'].map((l) => `${f}.${l}`))];

/** A new article (no `?id=`) or one article: its fields, its publishing and its files; every write at the version read. */
export function ArticleEditor() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const [reload, setReload] = useState(0);
  const article = useArticle(id, reload);
  const [draft, setDraft] = useState<ArticleDraft>(emptyDraft);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({});
  const record = article.data && article.data.id === id ? article.data : null;

  // A freshly read (or reloaded) article replaces the draft unless the editor holds unsaved changes.
  useEffect(() => {
    if (record && !dirty) setDraft(draftOf(record));
  }, [record, reload]); // eslint-disable-line react-hooks/exhaustive-deps

  const attempt = async (work: () => Promise<string>) => {
    setBusy(true);
    setOutcome({});
    try {
      setOutcome({ done: await work() });
    } catch (error) {
      setOutcome({ failure: readFailure(error, t('backoffice.common.saveFailed'), FIELDS) });
    } finally {
      setBusy(false);
    }
  };
  const save = () => attempt(async () => {
    const saved = await saveArticle(inputOf(draft, record ? { id: record.id, version: record.version } : undefined));
    setDirty(false);
    if (!record) navigate(localize(`/backoffice/article?id=${saved.id}`), { replace: true });
    else setReload((n) => n + 1);
    return t('backoffice.content.editor.saved');
  });
  const act = (action: PublishAction) => attempt(async () => {
    if ('delete' in action) {
      await deleteArticle(record!.id, record!.version);
      navigate(localize('/backoffice/content'));
      return t('backoffice.content.publish.deleted');
    }
    await setArticleStatus(record!.id, record!.version, action.status, action.publishAt);
    setReload((n) => n + 1);
    return t(`backoffice.content.publish.${action.publishAt ? 'scheduled' : action.status}`);
  });
  const back = <Link to={localize('/backoffice/content')}>{t('backoffice.content.back')}</Link>;

  if (id && article.error && !record) return <><LoadFailed error={article.error} onRetry={article.retry} /><p>{back}</p></>;
  if (id && !record) return <Loading />;
  return (
    <div aria-busy={busy || article.loading || undefined}>
      <p>{back}</p>
      <EditorResult outcome={outcome} onReload={() => { setDirty(false); setOutcome({}); setReload((n) => n + 1); }} />
      <ArticleForm
        key={record?.id ?? 'new'} draft={draft} busy={busy} isNew={!record} errors={outcome.failure?.field ? { [outcome.failure.field]: outcome.failure.message } : {}}
        onChange={(next) => { setDraft(next); setDirty(true); }} onSubmit={() => void save()}
      />
      {record ? <PublishPanel article={record} dirty={dirty} busy={busy} onAction={(action) => void act(action)} /> : <p>{t('backoffice.content.publish.saveFirst')}</p>}
      {record ? <ArticleFiles article={record} onChanged={() => setReload((n) => n + 1)} /> : null}
    </div>
  );
}
