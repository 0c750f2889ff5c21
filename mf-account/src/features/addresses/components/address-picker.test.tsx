import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { address, serveAddresses, stopServing } from '../testing/address-test-kit';
import type { Address } from '../api/address-types';
import { AddressPicker } from './address-picker';

afterEach(stopServing);

/** The confirm-order page as a consumer: it keeps the chosen id and passes it back. */
function ConfirmOrder({ onSelect, initial = null }: { onSelect: (address: Address) => void; initial?: number | null }) {
  const [selectedId, setSelectedId] = useState<number | null>(initial);
  return (
    <AddressPicker
      selectedId={selectedId}
      onSelect={(chosen) => {
        onSelect(chosen);
        setSelectedId(chosen.id);
      }}
    />
  );
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('address picker', () => {
  it('preselects the default address once loaded and lets the shopper pick another with the radios', async () => {
    serveAddresses([address({ id: 1, receiver: 'Old Wang' }), address({ id: 2, receiver: 'Han Meimei', isDefault: true })]);
    const onSelect = vi.fn();
    renderInShop(<ConfirmOrder onSelect={onSelect} />);
    await waitFor(() => expect(radio(/Han Meimei/).checked).toBe(true));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ id: 2, receiver: 'Han Meimei' });
    expect(screen.getByRole('group', { name: 'Delivery address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage addresses' }).getAttribute('href')).toBe('/en/user/address');

    fireEvent.click(radio(/Old Wang/));
    expect(onSelect).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1 }));
    expect(radio(/Old Wang/).checked).toBe(true);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('keeps a choice the page already made', async () => {
    serveAddresses([address({ id: 1, receiver: 'Old Wang' }), address({ id: 2, receiver: 'Han Meimei', isDefault: true })]);
    const onSelect = vi.fn();
    renderInShop(<ConfirmOrder onSelect={onSelect} initial={1} />);
    await waitFor(() => expect(radio(/Old Wang/).checked).toBe(true));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('selects an address added inline once it is saved', async () => {
    const fake = serveAddresses([address({ id: 1, receiver: 'Old Wang', isDefault: true })]);
    const onSelect = vi.fn();
    renderInShop(<ConfirmOrder onSelect={onSelect} />);
    await waitFor(() => expect(radio(/Old Wang/).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Use a new address' }));
    await screen.findByLabelText('Province');
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'Han Meimei' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '13912345678' } });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: '440000' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '440300' } });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: '440305' } });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '9 Gaoxin South Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(2));
    expect(onSelect.mock.calls[1]![0]).toMatchObject({ receiver: 'Han Meimei', districtCode: '440305' });
    await waitFor(() => expect(radio(/Han Meimei/).checked).toBe(true));
    expect(document.activeElement).toBe(radio(/Han Meimei/));
    expect(radio(/Old Wang/).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('The new address is saved and selected.');
    expect(fake.calls).toEqual(['/api/address/list', '/api/address/add', '/api/address/list']);
  });

  it('opens the form at once when the shopper has no address yet', async () => {
    serveAddresses([]);
    const onSelect = vi.fn();
    renderInShop(<ConfirmOrder onSelect={onSelect} />);
    expect(await screen.findByText('You have no saved addresses yet. Add one to continue.')).toBeTruthy();
    expect(await screen.findByLabelText('Recipient')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
