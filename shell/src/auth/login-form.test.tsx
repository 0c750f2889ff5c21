import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from '@labmall/shared/i18n/react';
import { apiClient } from '@labmall/shared/api/client';
import { createFakeAdapter, sentBody, type FakeReply } from '@labmall/shared/api/test-adapter';
import { clearTokens, getToken } from '@labmall/shared/auth/tokens';
import { LoginForm } from './login-form';
import en from '../../../shared/src/i18n/locales/2.json';

beforeAll(() => i18next.createInstance().use(initReactI18next).init({ lng: 'en', resources: { en: { translation: en } } }));
afterEach(() => {
  apiClient.defaults.adapter = undefined;
  clearTokens();
});

const PROMPT = { step: 'enrol', challenge: 'c'.repeat(43), secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/LabMall:x?secret=JBSW' };

function serve(routes: Record<string, FakeReply>) {
  const fake = createFakeAdapter((config) => routes[config.url ?? ''] ?? { status: 404, body: { code: 404, message: 'nope', data: null } });
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

async function signInWithPassword() {
  fireEvent.change(screen.getByLabelText('Account (email or mobile number)'), { target: { value: 'staff@lab.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff sign-in in the login form', () => {
  it('sets up the authenticator, shows the recovery codes once, and signs in only after they were kept', async () => {
    const fake = serve({
      '/api/auth/login': { body: { code: 200, message: 'Staff accounts need an authenticator app', data: { secondFactor: PROMPT } } },
      '/api/auth/second-factor': { body: { code: 200, message: 'Signed in', data: { recoveryCodes: ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2'] }, token: 't', refresh_token: 'r' } },
      '/api/auth/user': { body: { code: 200, message: 'ok', data: null, user: { id: 1, account: 's***', nickname: 's', scope: ['user', 'catalogue'] } } },
    });
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />);
    await signInWithPassword();
    expect(await screen.findByText('Staff accounts need an authenticator app')).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    // The same key as a QR code for the app to scan (the library is fetched for this step only).
    expect((await screen.findByRole('img', { name: 'QR code for your authenticator app to scan' })).getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code or a recovery code.');

    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the enrolment code your admin gave you (12 letters or digits).');
    fireEvent.change(screen.getByLabelText('Enrolment code'), { target: { value: ' k3mf-9qzt-a7wp ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByTestId('recovery-codes')).textContent).toContain('abcd-efgh-jkmn');
    expect(sentBody(fake.requests.at(-1)!)).toEqual({ challenge: PROMPT.challenge, code: '123456', enrolmentCode: 'k3mf-9qzt-a7wp' });
    expect(getToken()).toBeUndefined();

    const done = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have kept these recovery codes'));
    fireEvent.click(done);
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(getToken()).toBe('t');
  });

  it('shows a wrong code in the alert and keeps the form', async () => {
    serve({
      '/api/auth/login': { body: { code: 200, message: 'Enter the 6-digit code', data: { secondFactor: { step: 'totp', challenge: PROMPT.challenge } } } },
      '/api/auth/second-factor': { status: 400, body: { code: 400, message: 'The code is wrong or has already been used', data: null } },
    });
    const onSuccess = vi.fn();
    render(<LoginForm onSuccess={onSuccess} />);
    await signInWithPassword();
    fireEvent.change(await screen.findByLabelText('Authenticator code'), { target: { value: 'abcd-efgh-jkmn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('The code is wrong or has already been used')).toBeTruthy();
    expect((screen.getByLabelText('Authenticator code') as HTMLInputElement).value).toBe('abcd-efgh-jkmn');
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
