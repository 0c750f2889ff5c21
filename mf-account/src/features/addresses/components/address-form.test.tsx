import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { address, serveAddresses, stopServing } from '../testing/address-test-kit';
import type { Address } from '../api/address-types';
import { AddressForm } from './address-form';

afterEach(stopServing);

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const optionNames = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);

async function openForm(props: { address?: Address; onSaved?: (a: Address) => void } = {}, language: 'en' | 'zh' = 'en') {
  renderInShop(<AddressForm title="New address" canChooseDefault onSaved={props.onSaved ?? (() => {})} address={props.address} />, { language });
  await screen.findByLabelText(language === 'en' ? 'Province' : '省份'); // the region data has arrived
}

function fillValid() {
  fireEvent.change(input('Recipient'), { target: { value: 'Han Meimei' } });
  fireEvent.change(input('Mobile number'), { target: { value: '13912345678' } });
  fireEvent.change(select('Province'), { target: { value: '440000' } });
  fireEvent.change(select('City'), { target: { value: '440300' } });
  fireEvent.change(select('District'), { target: { value: '440305' } });
  fireEvent.change(input('Street address'), { target: { value: '9 Gaoxin South Road' } });
}

describe('address form', () => {
  it('loads the regions when it opens, then cascades province → city → district, each choice resetting the next', async () => {
    renderInShop(<AddressForm title="New address" canChooseDefault onSaved={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Loading regions…');
    await screen.findByLabelText('Province');
    expect(optionNames(select('Province'))).toContain('广东省');
    expect(optionNames(select('Province'))).not.toContain('香港特别行政区');
    expect(select('City').disabled).toBe(true);

    fireEvent.change(select('Province'), { target: { value: '440000' } });
    expect(optionNames(select('City'))).toContain('深圳市');
    fireEvent.change(select('City'), { target: { value: '440300' } });
    fireEvent.change(select('District'), { target: { value: '440305' } });
    expect(select('District').value).toBe('440305');

    fireEvent.change(select('City'), { target: { value: '440100' } });
    expect(select('District').value).toBe('');
    expect(optionNames(select('District'))).toContain('天河区');
    fireEvent.change(select('Province'), { target: { value: '110000' } });
    expect(select('City').value).toBe('');
    expect(select('District').value).toBe('');
    expect(select('District').disabled).toBe(true);
    expect(optionNames(select('City'))).toEqual(['Choose a city', '北京市']);
  });

  it('shows each problem at its field, ties it to the field and moves the focus to the first one', async () => {
    const fake = serveAddresses([]);
    await openForm();
    fireEvent.change(input('Recipient'), { target: { value: 'Han Meimei' } });
    fireEvent.change(input('Mobile number'), { target: { value: '2391234567' } });
    fireEvent.change(input('Street address'), { target: { value: 'x' } });
    fireEvent.change(input('Postcode (optional)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    const mobile = input('Mobile number');
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toContain(`${mobile.id}-error`);
    expect(document.getElementById(`${mobile.id}-error`)?.textContent).toBe('Enter an 11-digit mainland China mobile number starting with 1.');
    expect(screen.getByText('Choose a province.')).toBeTruthy();
    expect(screen.getByText('Choose a district.')).toBeTruthy();
    expect(screen.getByText('Enter the street address (at least 2 characters).')).toBeTruthy();
    expect(screen.getByText('A postcode has 6 digits; leave it empty if you do not know it.')).toBeTruthy();
    expect(input('Recipient').getAttribute('aria-invalid')).toBeNull();
    expect(fake.calls).toEqual([]); // nothing is sent while the form is wrong

    fireEvent.change(mobile, { target: { value: '13912345678' } });
    expect(mobile.getAttribute('aria-invalid')).toBeNull(); // fixing a field clears its message
  });

  it('speaks the shopper\'s language', async () => {
    await openForm({}, 'zh');
    fireEvent.click(screen.getByRole('button', { name: '保存地址' }));
    expect(await screen.findByText('请填写收货人姓名。')).toBeTruthy();
    expect(screen.getByText('请选择省份。')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('收货人')));
  });

  it('sends a valid address and hands back what the server saved', async () => {
    const fake = serveAddresses([]);
    const onSaved = vi.fn();
    await openForm({ onSaved });
    fillValid();
    fireEvent.click(input('Make this my default address'));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(fake.bodies).toEqual([{
      receiver: 'Han Meimei', mobile: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
      detail: '9 Gaoxin South Road', postcode: '', isDefault: true,
    }]);
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ receiver: 'Han Meimei', district: '南山区', isDefault: true });
    expect(fake.calls).toEqual(['/api/address/add']);
  });

  it('shows a 400 at the field it names and keeps everything typed; a 409 for the whole form', async () => {
    const fake = serveAddresses([]);
    fake.refuse = { status: 400, body: { code: 400, message: 'Field "districtCode" is not valid', data: null } };
    const onSaved = vi.fn();
    await openForm({ onSaved });
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(document.activeElement).toBe(select('District')));
    expect(select('District').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Field "districtCode" is not valid')).toBeTruthy();
    expect(input('Recipient').value).toBe('Han Meimei');
    expect(input('Street address').value).toBe('9 Gaoxin South Road');
    expect(select('District').value).toBe('440305');

    fake.refuse = { status: 409, body: { code: 409, message: 'You can save at most 20 addresses', data: null } };
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You can save at most 20 addresses'));
    expect(input('Mobile number').value).toBe('13912345678');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits an address: prefilled, regions included, and saved by its id', async () => {
    const existing = address({ id: 7, receiver: 'Li Lei', provinceCode: '110000', cityCode: '110100', districtCode: '110101', postcode: '100010' });
    const fake = serveAddresses([existing]);
    const onSaved = vi.fn();
    await openForm({ address: existing, onSaved });
    expect(input('Recipient').value).toBe('Li Lei');
    expect(select('Province').value).toBe('110000');
    expect(select('City').value).toBe('110100');
    expect(select('District').value).toBe('110101');
    expect(input('Postcode (optional)').value).toBe('100010');
    fireEvent.change(input('Street address'), { target: { value: '2 Wangfujing Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ id: 7, detail: '2 Wangfujing Street' });
    expect(fake.calls).toEqual(['/api/address/update']);
    expect(fake.bodies[0]).toMatchObject({ id: 7, receiver: 'Li Lei', districtCode: '110101', detail: '2 Wangfujing Street' });
  });
});
