import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '../../../testing/render-in-shop';
import { profile, refused, serveAccount, stopServing } from '../testing/profile-test-kit';
import { ProfileCard } from './profile-card';

beforeEach(() => {
  const user = { id: 7, account: 'de***@labmall.test', nickname: 'Demo', scope: [] };
  appStore.getState().setAuthUser(user);
  appStore.getState().setUserInfo(user);
});
afterEach(() => {
  stopServing();
  appStore.getState().setAuthUser(null);
  appStore.getState().setUserInfo(null);
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const details = () => Object.fromEntries([...document.querySelectorAll('.profile-details div')].map((row) => [
  row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent,
]));

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
  await waitFor(() => expect(document.activeElement).toBe(input('Nickname')));
}

describe('profile card', () => {
  it('shows the profile, the account masked and empty fields as not given', async () => {
    serveAccount(profile({ nickname: 'Han', laboratory: '', email: 'han@lab.cn' }));
    renderInShop(<ProfileCard />);
    await screen.findByRole('button', { name: 'Edit profile' });
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeTruthy();
    expect(details()).toEqual({
      'Sign-in account': 'de***@labmall.test', Nickname: 'Han', Institution: 'Tsinghua University', Laboratory: 'Not given',
      'Contact mobile': 'Not given', 'Contact email': 'han@lab.cn',
    });
  });

  it('checks the form before sending: each message at its field, the focus on the first', async () => {
    const server = serveAccount();
    renderInShop(<ProfileCard />);
    await openForm();
    fireEvent.change(input('Nickname'), { target: { value: ' ' } });
    fireEvent.change(input('Contact mobile (optional)'), { target: { value: '2391234567' } });
    fireEvent.change(input('Contact email (optional)'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    const nickname = input('Nickname');
    await waitFor(() => expect(document.activeElement).toBe(nickname));
    expect(nickname.getAttribute('aria-invalid')).toBe('true');
    expect(nickname.getAttribute('aria-describedby')).toBe(`${nickname.id}-hint ${nickname.id}-error`);
    expect(document.getElementById(`${nickname.id}-error`)?.textContent).toBe('Enter a nickname.');
    expect(screen.getByText('Enter an 11-digit mainland China mobile number starting with 1, or leave it empty.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address, or leave it empty.')).toBeTruthy();
    expect(input('Institution (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(server.calls).toEqual(['GET /api/user/profile']);

    fireEvent.change(nickname, { target: { value: 'Han' } });
    expect(nickname.getAttribute('aria-invalid')).toBeNull();
  });

  it('saves, says so, shows the saved profile and greets the shopper by the new nickname in the header', async () => {
    const server = serveAccount();
    renderInShop(<ProfileCard />);
    await openForm();
    fireEvent.change(input('Nickname'), { target: { value: '  Dr. Han ' } });
    fireEvent.change(input('Contact mobile (optional)'), { target: { value: '139 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Profile saved.'));
    expect(server.bodies).toEqual([{ nickname: 'Dr. Han', institution: 'Tsinghua University', laboratory: '', mobile: '13912345678', email: '' }]);
    expect(details()).toMatchObject({ Nickname: 'Dr. Han', 'Contact mobile': '13912345678' });
    expect(appStore.getState().auth.user?.nickname).toBe('Dr. Han');
    expect(appStore.getState().user.userInfo?.nickname).toBe('Dr. Han');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit profile' })));
  });

  it('puts a 400 beside the field it names and keeps what was typed; anything else for the whole form', async () => {
    const server = serveAccount();
    server.refuse = refused(400, 'Field "email" must be a valid email address or empty');
    renderInShop(<ProfileCard />);
    await openForm();
    fireEvent.change(input('Nickname'), { target: { value: 'Han' } });
    fireEvent.change(input('Contact email (optional)'), { target: { value: 'han@lab.cn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    const email = input('Contact email (optional)');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Field "email" must be a valid email address or empty');
    expect(input('Nickname').value).toBe('Han');
    expect(email.value).toBe('han@lab.cn');

    server.refuse = refused(500, 'Internal Server Error');
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Internal Server Error'));
    expect(input('Nickname').value).toBe('Han');
    expect(appStore.getState().auth.user?.nickname).toBe('Demo');
  });

  it('closes the form without saving on cancel', async () => {
    const server = serveAccount();
    renderInShop(<ProfileCard />);
    await openForm();
    fireEvent.change(input('Nickname'), { target: { value: 'Changed my mind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(details()).toMatchObject({ Nickname: 'Demo' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit profile' }));
    expect(server.calls).toEqual(['GET /api/user/profile']);
  });

  it('says when the profile cannot be loaded and tries again on request', async () => {
    serveAccount(profile({ nickname: 'Han' }));
    const working = apiClient.defaults.adapter;
    apiClient.defaults.adapter = async () => Promise.reject(new Error('offline'));
    renderInShop(<ProfileCard />);
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Your profile could not be loaded.');
    apiClient.defaults.adapter = working;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Han')).toBeTruthy();
  });
});
