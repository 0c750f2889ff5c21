import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, pricing, renderAt, serve, signedInShopperForEachTest } from '../testing/checkout-fixtures';
import { ConfirmOrderView } from './confirm-order-view';

signedInShopperForEachTest();

const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' | ');

describe('invoice on the confirm-order page', () => {
  it('requires every special VAT field, says what is wrong in the shopper’s language next to each field, and sends nothing', async () => {
    const fake = serve(() => ok(pricing()));
    renderAt('/en/order?lineIds=31,32', <ConfirmOrderView cartLineIds={[31, 32]} />);
    const submit = await screen.findByRole('button', { name: 'Submit order' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));

    fireEvent.click(screen.getByRole('radio', { name: 'Special VAT invoice' }));
    fireEvent.change(screen.getByLabelText(/Tax number/), { target: { value: '12345' } });
    fireEvent.change(screen.getByLabelText(/Bank account number/), { target: { value: '12ab' } });
    fireEvent.click(submit);

    const institution = screen.getByLabelText(/Institution name/);
    expect(institution.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(institution)).toBe('Please fill in this field');
    expect(errorOf(screen.getByLabelText(/Tax number/))).toContain('The tax number must be 15–20 capital letters or digits');
    expect(errorOf(screen.getByLabelText(/Bank account number/))).toBe('The bank account number must be 8–30 digits');
    for (const label of [/^Bank\s*\*?$/, /Registered address/, /Registered phone/]) {
      expect(errorOf(screen.getByLabelText(label, { selector: 'input' }))).toBe('Please fill in this field');
    }
    await waitFor(() => expect(document.activeElement).toBe(institution));
    expect(fake.requests.some((r) => r.url === '/api/order/create')).toBe(false);

    // Fixing a field clears its message as the shopper types; switching type keeps what was typed.
    fireEvent.change(institution, { target: { value: 'Institute of Physics' } });
    expect(institution.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Ordinary VAT invoice' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Special VAT invoice' }));
    expect((screen.getByLabelText(/Institution name/) as HTMLInputElement).value).toBe('Institute of Physics');
  });
});
