import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { EditorToolbar } from './editor-toolbar';

describe('rich-text toolbar', () => {
  it('is one Tab stop whose arrow keys move between labelled buttons, and names the command clicked', () => {
    const onCommand = vi.fn();
    renderInShop(<EditorToolbar label="Formatting" onCommand={onCommand} />);
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Paragraph', 'Heading', 'Subheading', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link', 'Picture']);
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    fireEvent.keyDown(toolbar, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons.at(-1));
    expect(buttons.at(-1)!.tabIndex).toBe(0);
    fireEvent.keyDown(toolbar, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onCommand).toHaveBeenCalledWith('bold');
  });
});
