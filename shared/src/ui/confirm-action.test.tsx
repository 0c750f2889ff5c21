import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmAction } from './confirm-action';

const texts = { label: 'Delete', question: 'Remove this item?', confirmLabel: 'Yes, remove', dismissLabel: 'Cancel' };

describe('an action asked twice in place', () => {
  it('asks first, acts only on "confirm", and takes the focus to it', () => {
    const onConfirm = vi.fn();
    render(<ConfirmAction {...texts} accessibleLabel="Delete Lithium foil" onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Lithium foil' }));
    expect(screen.getByRole('group', { name: 'Remove this item?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('goes back to the first button, focused, on "dismiss" or Escape', () => {
    const onConfirm = vi.fn();
    render(<ConfirmAction {...texts} onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes, remove' }), { key: 'Escape' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is disabled when there is nothing to act on, and ignores clicks while busy without losing the focus', () => {
    const { rerender } = render(<ConfirmAction {...texts} disabled onConfirm={() => {}} />);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);

    rerender(<ConfirmAction {...texts} busy describedBy="order-1" onConfirm={() => {}} />);
    const button = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('order-1');
    fireEvent.click(button);
    expect(screen.queryByRole('group')).toBeNull();
  });
});
