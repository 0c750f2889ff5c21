import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@labmall/shared/i18n/react';

export type ToolbarCommand = 'p' | 'h2' | 'h3' | 'bold' | 'italic' | 'bulletList' | 'numberedList' | 'link' | 'image';
const COMMANDS: Array<[ToolbarCommand, string]> = [
  ['p', '¶'], ['h2', 'H2'], ['h3', 'H3'], ['bold', 'B'], ['italic', 'I'], ['bulletList', '•'], ['numberedList', '1.'], ['link', '🔗'], ['image', '🖼'],
];
const KEYS: Record<ToolbarCommand, string> = {
  p: 'paragraph', h2: 'h2', h3: 'h3', bold: 'bold', italic: 'italic', bulletList: 'bulletList', numberedList: 'numberedList', link: 'link', image: 'image',
};

/**
 * The editor's formatting buttons as one ARIA toolbar: a single Tab stop, the arrow keys (and Home / End) move
 * between the buttons. A button keeps the text's selection (mousedown does not take the focus from it).
 */
export function EditorToolbar({ label, onCommand }: { label: string; onCommand: (command: ToolbarCommand) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(ref.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = buttons[(next + buttons.length) % buttons.length];
    buttons.forEach((button) => { button.tabIndex = button === target ? 0 : -1; });
    target?.focus();
  };
  return (
    <div role="toolbar" aria-label={label} className="bo-actions bo-toolbar" ref={ref} onKeyDown={move}>
      {COMMANDS.map(([command, glyph], index) => (
        <button
          key={command} type="button" className="button" tabIndex={index === 0 ? 0 : -1}
          aria-label={t(`backoffice.content.toolbar.${KEYS[command]}`)} title={t(`backoffice.content.toolbar.${KEYS[command]}`)}
          onMouseDown={(event) => event.preventDefault()} onClick={() => onCommand(command)}
        >
          <span aria-hidden="true">{glyph}</span>
        </button>
      ))}
    </div>
  );
}
