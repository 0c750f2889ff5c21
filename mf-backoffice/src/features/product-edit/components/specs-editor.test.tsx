import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import type { SpecRow } from '../api/get-product';
import { SpecsEditor } from './specs-editor';

let latest: SpecRow[] = [];
function Editor({ initial }: { initial: SpecRow[] }) {
  const [specs, setSpecs] = useState(initial);
  latest = specs;
  return <SpecsEditor specs={specs} onChange={setSpecs} />;
}
const purity: SpecRow = { label: { zh: '纯度', en: 'Purity', ja: '純度', ko: '순도' }, value: '99.9%' };

describe('specification sheet', () => {
  it('adds a row, fills its label in four languages and its value, moves it up and removes another', () => {
    renderInShop(<Editor initial={[purity]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Label of row 2 · English' }), { target: { value: 'Thickness' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Label of row 2 · Chinese' }), { target: { value: '厚度' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value of row 2' }), { target: { value: '0.1 mm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    expect(latest.map((row) => row.label.en)).toEqual(['Thickness', 'Purity']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(latest).toEqual([{ label: { zh: '厚度', en: 'Thickness', ja: '', ko: '' }, value: '0.1 mm' }]);
  });

  it('moves a row with its inputs, keeps the focus on the pressed button and says where the row went', () => {
    const thickness: SpecRow = { label: { zh: '厚度', en: 'Thickness', ja: '厚さ', ko: '두께' }, value: '0.1 mm' };
    renderInShop(<Editor initial={[purity, thickness]} />);
    const value = screen.getByRole('textbox', { name: 'Value of row 2' });
    fireEvent.change(value, { target: { value: '0.2 mm' } });
    const up = screen.getByRole('button', { name: 'Move row 2 up' });
    up.focus();
    fireEvent.click(up);
    expect(latest.map((row) => row.value)).toEqual(['0.2 mm', '99.9%']);
    // The same inputs and button moved with the row (a key per index re-filled the rows in place).
    expect(screen.getByRole('textbox', { name: 'Value of row 1' })).toBe(value);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move row 1 up' }));
    expect(document.activeElement).toBe(up);
    expect(screen.getByRole('status').textContent).toBe('Moved to row 1 of 2.');
    // At the top the button keeps the focus and does nothing.
    expect(up.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    expect(latest.map((row) => row.value)).toEqual(['0.2 mm', '99.9%']);
  });
});
