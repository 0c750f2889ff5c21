import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInShop } from '../../../testing/render-in-shop';
import { refused, serveAccount, stopServing } from '../testing/profile-test-kit';
import { PasswordForm } from './password-form';

afterEach(stopServing);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function fill(current: string, next: string, confirm = next) {
  fireEvent.change(input('Current password'), { target: { value: current } });
  fireEvent.change(input('New password'), { target: { value: next } });
  fireEvent.change(input('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('password change', () => {
  it('says beforehand that other devices will be signed out', () => {
    serveAccount();
    renderInShop(<PasswordForm />);
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(document.getElementById(form.getAttribute('aria-describedby')!)?.textContent)
      .toBe('Changing your password signs you out on all your other devices; you stay signed in here.');
    expect(document.getElementById(input('New password').getAttribute('aria-describedby')!)?.textContent)
      .toBe('8–64 characters, with at least one letter and one digit.');
  });

  it('refuses a confirmation that does not match, without sending anything', async () => {
    const server = serveAccount();
    renderInShop(<PasswordForm />);
    fill('old-secret1', 'NewSecret42', 'NewSecret24');
    const confirm = input('Confirm new password');
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(`${confirm.id}-error`)?.textContent).toBe('The two new passwords do not match.');
    expect(server.calls).toEqual([]);
  });

  it('applies the sign-up password rule to the new password', async () => {
    const server = serveAccount();
    renderInShop(<PasswordForm />);
    fill('old-secret1', 'onlyletters');
    await waitFor(() => expect(document.activeElement).toBe(input('New password')));
    expect(screen.getByText('The password needs at least one letter and one digit.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('shows the server\'s "wrong password" and keeps the fields', async () => {
    const server = serveAccount();
    server.refuse = refused(400, 'The current password is incorrect');
    renderInShop(<PasswordForm />);
    fill('not-my-password1', 'NewSecret42');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The current password is incorrect'));
    expect(input('Current password').value).toBe('not-my-password1');
    expect(input('New password').value).toBe('NewSecret42');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(server.bodies).toEqual([{ oldPassword: 'not-my-password1', newPassword: 'NewSecret42' }]);
  });

  it('changes the password, says other devices are signed out and empties the fields', async () => {
    const server = serveAccount();
    renderInShop(<PasswordForm />);
    fill('old-secret1', 'NewSecret42');
    await waitFor(() => expect(screen.getByRole('status').textContent)
      .toBe('Your password has been changed. You have been signed out on your other devices.'));
    expect(server.calls).toEqual(['POST /api/auth/password']);
    expect(server.bodies).toEqual([{ oldPassword: 'old-secret1', newPassword: 'NewSecret42' }]);
    expect([input('Current password').value, input('New password').value, input('Confirm new password').value]).toEqual(['', '', '']);
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
