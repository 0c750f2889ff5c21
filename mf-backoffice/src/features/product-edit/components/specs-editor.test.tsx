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
});
