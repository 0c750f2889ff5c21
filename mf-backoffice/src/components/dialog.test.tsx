import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../testing/render-in-shop';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Adjust</button>
      {open ? (
        <Dialog title="Stock" onClose={() => setOpen(false)}>
          <label>Change<input /></label>
          <button type="button">Save</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('dialog', () => {
  it('takes the focus, keeps Tab inside, closes on Escape and gives the focus back to its opener', () => {
    renderInShop(<Opener />);
    const opener = screen.getByRole('button', { name: 'Adjust' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Stock' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Change' }));

    screen.getByRole('button', { name: 'Save' }).focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
