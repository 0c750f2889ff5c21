import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { renderInShop } from '../../../testing/render-in-shop';
import { address, serveAddresses, stopServing } from '../testing/address-test-kit';
import { AddressBook } from './address-book';

afterEach(stopServing);

const cards = () => screen.getAllByRole('listitem');
const receiverOf = (card: HTMLElement) => card.querySelector('strong')?.textContent;

describe('address book', () => {
  it('lists the addresses with the default first and marked', async () => {
    serveAddresses([address({ id: 1, receiver: 'Old Wang' }), address({ id: 2, receiver: 'Han Meimei', isDefault: true, provinceCode: '110000', cityCode: '110100', districtCode: '110101' })]);
    renderInShop(<AddressBook />);
    await screen.findByText('Han Meimei');
    expect(cards().map(receiverOf)).toEqual(['Han Meimei', 'Old Wang']);
    expect(within(cards()[0]!).getByText('Default')).toBeTruthy();
    expect(within(cards()[0]!).getByText('北京市 东城区 1 Keyuan Road')).toBeTruthy();
    expect(within(cards()[1]!).queryByText('Default')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your addresses 2 of 20 saved' })).toBeTruthy();
  });

  it('offers to add the first address when there is none, and shows it once saved', async () => {
    const fake = serveAddresses([]);
    renderInShop(<AddressBook />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add your first address' }));
    await screen.findByLabelText('Province');
    expect(screen.queryByLabelText('Make this my default address')).toBeNull(); // the first one is the default anyway
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'Han Meimei' } });
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '13912345678' } });
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: '440000' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '440300' } });
    fireEvent.change(screen.getByLabelText('District'), { target: { value: '440305' } });
    fireEvent.change(screen.getByLabelText('Street address'), { target: { value: '9 Gaoxin South Road' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Address saved.'));
    await screen.findByText('Han Meimei');
    expect(within(cards()[0]!).getByText('Default')).toBeTruthy();
    expect(fake.calls).toEqual(['/api/address/list', '/api/address/add', '/api/address/list']);
  });

  it('deletes only after confirming; the server\'s new default shows', async () => {
    const fake = serveAddresses([address({ id: 1, receiver: 'Old Wang' }), address({ id: 2, receiver: 'Han Meimei', isDefault: true })]);
    renderInShop(<AddressBook />);
    await screen.findByText('Han Meimei');
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this address?')).toBeTruthy();
    const keep = within(cards()[0]!).getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(keep);
    fireEvent.click(keep);
    expect(screen.queryByText('Delete this address?')).toBeNull();
    expect(fake.calls).toEqual(['/api/address/list']);

    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Address deleted.'));
    await waitFor(() => expect(cards().map(receiverOf)).toEqual(['Old Wang']));
    await waitFor(() => expect(within(cards()[0]!).queryByText('Default')).toBeTruthy());
    expect(fake.calls).toContain('/api/address/delete');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Your addresses/ }));
  });

  it('makes another address the default, which moves it to the top', async () => {
    serveAddresses([address({ id: 1, receiver: 'Old Wang' }), address({ id: 2, receiver: 'Han Meimei', isDefault: true })]);
    renderInShop(<AddressBook />);
    await screen.findByText('Han Meimei');
    expect(within(cards()[0]!).queryByRole('button', { name: 'Set as default' })).toBeNull();
    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(cards().map(receiverOf)).toEqual(['Old Wang', 'Han Meimei']));
    expect(within(cards()[0]!).getByText('Default')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Default address changed.');
    expect(document.activeElement).toBe(within(cards()[0]!).getByRole('button', { name: 'Edit' }));
  });

  it('edits an address in place and shows the saved version', async () => {
    serveAddresses([address({ id: 1, receiver: 'Old Wang', isDefault: true })]);
    renderInShop(<AddressBook />);
    await screen.findByText('Old Wang');
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const receiver = (await screen.findByLabelText('Recipient')) as HTMLInputElement;
    expect(receiver.value).toBe('Old Wang');
    fireEvent.change(receiver, { target: { value: 'Wang Wu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText('Wang Wu');
    expect(screen.getByRole('status').textContent).toBe('Address saved.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  });

  it('stops offering "add" at 20 addresses and says why', async () => {
    serveAddresses(Array.from({ length: 20 }, (_, i) => address({ id: i + 1, isDefault: i === 0 })));
    renderInShop(<AddressBook />);
    const add = (await screen.findByRole('button', { name: 'Add address' })) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText('You can save up to 20 addresses. Delete one to add another.').id).toBe(add.getAttribute('aria-describedby'));
  });

  it('says when the list cannot be loaded and tries again on request', async () => {
    const fake = serveAddresses([address({ id: 1, receiver: 'Old Wang', isDefault: true })]);
    const working = apiClient.defaults.adapter;
    apiClient.defaults.adapter = async () => Promise.reject(new Error('offline'));
    renderInShop(<AddressBook />);
    expect(await screen.findByText('Your addresses could not be loaded.')).toBeTruthy();
    apiClient.defaults.adapter = working;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Old Wang')).toBeTruthy();
    expect(fake.calls).toEqual(['/api/address/list']);
  });
});
