import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useStateResetWhen } from './use-state-reset-when';

function Draft({ value }: { value: number }) {
  const [draft, setDraft] = useStateResetWhen(value, (v) => String(v));
  return <input aria-label="draft" value={draft} onChange={(event) => setDraft(event.target.value)} />;
}
const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'draft' });

describe('useStateResetWhen', () => {
  it('keeps what was typed right after the first render (no late reset), and follows a changed key', () => {
    const { rerender } = render(<Draft value={2} />);
    fireEvent.change(field(), { target: { value: '6' } });
    expect(field().value).toBe('6');
    rerender(<Draft value={2} />);
    expect(field().value).toBe('6'); // the same key: the draft stays
    rerender(<Draft value={9} />);
    expect(field().value).toBe('9'); // a new key: it starts over
  });
});
