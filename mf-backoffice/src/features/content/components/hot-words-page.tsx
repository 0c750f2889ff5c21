import { useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { LoadFailed, Loading } from '../../../components/load-state';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/localized';
import { readFailure } from '../../../lib/api-failure';
import { deleteHotWord } from '../api/delete-hot-word';
import { useHotWords, type HotWord } from '../api/get-hot-words';
import { saveHotWord } from '../api/save-hot-word';
import { EditorResult, type Outcome } from './editor-result';

type Row = { id?: number; version?: string; word: Record<ContentLanguage, string>; sort: number };
const rowOf = (word: HotWord): Row => ({ ...word, word: Object.fromEntries(CONTENT_LANGUAGES.map((l) => [l, word.word[l] ?? ''])) as Row['word'] });

/** The search box's hot words: one row per word, its four languages and order, each saved on its own at its version. */
export function HotWordsPage() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const list = useHotWords(reload);
  const [outcome, setOutcome] = useState<Outcome>({});
  const attempt = async (work: () => Promise<string>) => {
    setOutcome({});
    try {
      setOutcome({ done: await work() });
    } catch (error) {
      setOutcome({ failure: readFailure(error, t('backoffice.common.saveFailed')) });
    }
    setReload((n) => n + 1);
  };
  if (list.error && !list.data) return <LoadFailed error={list.error} onRetry={list.retry} />;
  if (!list.data) return <Loading />;
  const rows: Row[] = [...list.data.map(rowOf), { word: { zh: '', en: '', ja: '', ko: '' }, sort: (list.data.at(-1)?.sort ?? 0) + 1 }];
  return (
    <>
      <p>{t('backoffice.content.hotWords.hint')}</p>
      <EditorResult outcome={outcome} onReload={() => { setOutcome({}); setReload((n) => n + 1); }} />
      {list.data.length === 0 ? <p role="status">{t('backoffice.content.hotWords.empty')}</p> : null}
      <table className="bo-table">
        <caption>{t('backoffice.content.hotWords.caption', { total: list.data.length })}</caption>
        <thead>
          <tr>
            {CONTENT_LANGUAGES.map((l) => <th key={l} scope="col">{t('backoffice.content.hotWords.word', { language: t(`backoffice.languages.${l}`) })}</th>)}
            <th scope="col">{t('backoffice.content.hotWords.sort')}</th>
            <th scope="col">{t('backoffice.common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <WordRow key={row.id ? `${row.id}|${row.version}` : `new|${reload}`} row={row}
              onSave={(next) => attempt(async () => { await saveHotWord(next); return t('backoffice.content.hotWords.saved'); })}
              onDelete={row.id ? () => attempt(async () => { await deleteHotWord(row.id!, row.version!); return t('backoffice.content.hotWords.deleted'); }) : undefined} />
          ))}
        </tbody>
      </table>
    </>
  );
}

function WordRow({ row, onSave, onDelete }: { row: Row; onSave: (row: Row & { word: Partial<Row['word']> }) => void; onDelete?: (() => void) | undefined }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(row);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const word = Object.fromEntries(CONTENT_LANGUAGES.filter((l) => value.word[l].trim()).map((l) => [l, value.word[l].trim()]));
    onSave({ ...value, word: word as Row['word'] });
  };
  const formId = `hot-word-${row.id ?? 'new'}`;
  return (
    <tr>
      {CONTENT_LANGUAGES.map((l) => (
        <td key={l}>
          <input form={formId} lang={l} maxLength={40} value={value.word[l]} aria-label={t('backoffice.content.hotWords.word', { language: t(`backoffice.languages.${l}`) })}
            onChange={(event) => setValue({ ...value, word: { ...value.word, [l]: event.target.value } })} />
        </td>
      ))}
      <td>
        <input form={formId} type="number" min={0} max={10000} value={value.sort} aria-label={t('backoffice.content.hotWords.sort')}
          onChange={(event) => setValue({ ...value, sort: Number(event.target.value) })} />
      </td>
      <td className="bo-actions">
        <form id={formId} onSubmit={submit}>
          <button type="submit" className="button">{t(row.id ? 'backoffice.common.save' : 'backoffice.content.hotWords.add')}</button>
        </form>
        {onDelete ? <button type="button" className="button button-danger" onClick={onDelete}>{t('backoffice.common.delete')}</button> : null}
      </td>
    </tr>
  );
}
