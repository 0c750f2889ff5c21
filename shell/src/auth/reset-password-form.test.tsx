import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { clearTokens, getToken } from '@labmall/shared/auth/tokens';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '@labmall/shared/testing/render-in-shop';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';

afterEach(() => {
  apiClient.defaults.adapter = undefined;
  clearTokens();
  appStore.getState().setAuthUser(null);
});

function serve(routes: Record<string, FakeReply>) {
  const fake = createFakeAdapter((config) => routes[config.url ?? ''] ?? { status: 404, body: { code: 404, message: 'nope', data: null } });
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}
const TOKEN = 'k'.repeat(43);
const USER = { id: 7, account: 'de***@lab.test', nickname: 'de***', scope: ['user'] };

describe('forgot password', () => {
  it('shows the server’s answer instead of the form once the link is asked for', async () => {
    const fake = serve({ '/api/auth/password-reset': { body: { code: 200, message: 'If this e-mail address has an account, we have sent it a link.', data: { channel: 'email' } } } });
    renderInShop(<ForgotPasswordForm />, { url: '/en/forgotPassword' }, '/');
    fireEvent.change(screen.getByLabelText('Account (email or mobile number)'), { target: { value: ' Dev@Lab.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toContain('we have sent it a link');
    expect(sentBody(fake.requests[0]!)).toEqual({ account: 'Dev@Lab.test' });
  });

  it('checks the account before asking the server', () => {
    const fake = serve({});
    renderInShop(<ForgotPasswordForm />, { url: '/en/forgotPassword' }, '/');
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('set a new password from the mailed link', () => {
  it('refuses a weak password by the sign-up rules without asking the server', () => {
    const fake = serve({});
    renderInShop(<ResetPasswordForm token={TOKEN} />, { url: `/en/resetPassword?key=${TOKEN}` }, '/');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'onlyletters' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(screen.getByRole('alert').textContent).toBe('The password needs at least one letter and one digit.');
    expect(fake.requests).toHaveLength(0);
  });

  it('signs the shopper in with the new password', async () => {
    const fake = serve({
      '/api/auth/password-reset/confirm': { body: { code: 200, message: 'Your new password is set', data: { signIn: false }, token: 't1', refresh_token: 'r1' } },
      '/api/auth/user': { body: { code: 200, message: 'ok', data: null, user: USER } },
    });
    renderInShop(<ResetPasswordForm token={TOKEN} />, { url: `/en/resetPassword?key=${TOKEN}` }, '/');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'NewSecret456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your new password is set');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/en/');
    expect(sentBody(fake.requests[0]!)).toEqual({ token: TOKEN, password: 'NewSecret456' });
    expect(getToken()).toBe('t1');
    expect(appStore.getState().auth.user).toMatchObject({ id: 7 });
  });

  it('says a spent link is no longer valid and offers a new one', async () => {
    serve({ '/api/auth/password-reset/confirm': { status: 400, body: { code: 400, message: 'This link is not valid (any more)', data: null } } });
    renderInShop(<ResetPasswordForm token={TOKEN} />, { url: `/en/resetPassword?key=${TOKEN}` }, '/');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'NewSecret456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect((await screen.findByText('This link is not valid (any more)')).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/en/forgotPassword');
    expect(getToken()).toBeFalsy();
  });
});
