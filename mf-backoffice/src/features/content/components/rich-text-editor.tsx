import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';
import { readFailure } from '../../../lib/api-failure';
import { uploadContentFile } from '../api/upload-content-file';
import { EditorToolbar, type ToolbarCommand } from './editor-toolbar';

export interface RichTextEditorProps {
  label: string;
  /** The HTML it starts with; the editor is remounted (a new `key`) to show another text. */
  initial: string;
  lang: string;
  onChange: (html: string) => void;
}

const BLOCKS: Partial<Record<ToolbarCommand, string>> = { p: 'P', h2: 'H2', h3: 'H3' };
const PLAIN: Partial<Record<ToolbarCommand, string>> = { bold: 'bold', italic: 'italic', bulletList: 'insertUnorderedList', numberedList: 'insertOrderedList' };

/**
 * A small rich-text editor on contentEditable (no library: the console's first load stays small, and this file is
 * loaded only when an article is edited). What it produces is only a draft: the server sanitises it as it does an
 * import's body, so nothing typed or pasted here can reach a shopper's page as script.
 */
export default function RichTextEditor({ label, initial, lang, onChange }: RichTextEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const area = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Set once: re-rendering the typed HTML into the area would move the caret back to the start.
  const [start] = useState(() => ({ __html: initial }));

  const changed = () => onChange(area.current?.innerHTML ?? '');
  const keepSelection = () => {
    const selection = document.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    saved.current = range && area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };
  const restoreSelection = () => {
    area.current?.focus();
    const selection = document.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };
  const run = (command: string, value?: string) => {
    document.execCommand(command, false, value);
    changed();
  };

  const onCommand = (command: ToolbarCommand) => {
    if (BLOCKS[command]) return run('formatBlock', `<${BLOCKS[command]}>`);
    if (PLAIN[command]) return run(PLAIN[command]);
    keepSelection();
    if (command === 'link') setLinking(true);
    else file.current?.click();
  };
  const insertLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = String(new FormData(event.currentTarget).get('href') ?? '').trim();
    setLinking(false);
    restoreSelection();
    if (href) run('createLink', href);
  };
  const insertImage = async (picked: File | undefined) => {
    if (!picked) return;
    setProblem(null);
    try {
      const stored = await uploadContentFile('image', picked);
      restoreSelection();
      run('insertImage', stored.url);
    } catch (error) {
      setProblem(t('backoffice.content.toolbar.imageFailed', { message: readFailure(error, t('backoffice.common.saveFailed')).message }));
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="bo-field">
      <span id={labelId}>{label}</span>
      <EditorToolbar label={t('backoffice.content.toolbar.label')} onCommand={onCommand} />
      {linking ? (
        <form className="bo-actions" onSubmit={insertLink}>
          <label className="bo-field">
            {t('backoffice.content.toolbar.linkAddress')}
            <input name="href" type="text" inputMode="url" autoFocus />
          </label>
          <button type="submit" className="button">{t('backoffice.content.toolbar.insertLink')}</button>
          <button type="button" className="button" onClick={() => { setLinking(false); restoreSelection(); }}>{t('backoffice.common.cancel')}</button>
        </form>
      ) : null}
      <input ref={file} type="file" accept="image/png,image/jpeg,image/webp" hidden onChange={(event) => void insertImage(event.target.files?.[0])} />
      <div role="alert" className="bo-error">{problem ? <p>{problem}</p> : null}</div>
      <div
        ref={area} className="bo-rich-text" role="textbox" aria-multiline="true" aria-labelledby={labelId} lang={lang}
        contentEditable suppressContentEditableWarning tabIndex={0}
        dangerouslySetInnerHTML={start}
        onInput={changed} onBlur={keepSelection}
        // Enter starts a <p> (Chromium's default <div> is not kept by the server's sanitiser).
        onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
      />
    </div>
  );
}
