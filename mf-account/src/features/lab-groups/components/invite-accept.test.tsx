import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getCookie } from '@labmall/shared/storage/cookie-storage';
import { RETURN_PATH_KEY } from '@labmall/shared/auth/return-path';
import { appStore } from '@labmall/shared/store/app-store';
import { currentUrl, renderInShop } from '../../../testing/render-in-shop';
import { fakeServer, ok, refused, requestTo, resetServer } from '../testing/lab-groups-test-kit';
import { InviteAccept } from './invite-accept';

const preview = { groupName: 'Solid-State Battery Lab', institution: 'Tsinghua University', invitedBy: 'Li Wei', roles: ['buyer', 'finance'], expiresAt: '2026-12-10T08:00:00Z' };
const URL = '/en/labInvite/tok-123';
const reason = (status: number, message: string, code: string) => refused(status, message, { reason: code });

beforeEach(() => appStore.getState().setAuthUser({ id: 2, nickname: 'Zhang Min' }));
afterEach(() => {
  resetServer();
  appStore.getState().setAuthUser(null);
});

describe('the mailed invite link', () => {
  it('shows the group, the inviter and the roles, and opens the group once accepted', async () => {
    const requests = fakeServer({ 'GET /api/lab-group-invites/tok-123': ok(preview), 'POST /api/lab-group-invites/tok-123/accept': ok({ groupId: 7 }) });
    renderInShop(<InviteAccept token="tok-123" />, { url: URL });
    expect(await screen.findByRole('heading', { name: 'Solid-State Battery Lab' })).toBeTruthy();
    expect(screen.getByText('Li Wei')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Your roles in the group' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Buyer', 'Finance']);
    fireEvent.click(screen.getByRole('button', { name: 'Accept and join' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/user/labGroup/7'));
    expect(requestTo(requests, 'POST', '/api/lab-group-invites/tok-123/accept')).toBeDefined();
  });

  it.each([
    ['unknown', reason(404, 'This invitation link is unknown or was withdrawn', 'INVITE_UNKNOWN'), /This invitation link is not known/],
    ['expired', reason(410, 'This invitation has expired', 'INVITE_EXPIRED'), /This invitation has expired\. Ask the group's owner/],
    ['used', reason(409, 'This invitation has already been used', 'INVITE_USED'), /already been used or was revoked/],
    ['expired, by its status alone', refused(410, 'Gone'), /This invitation has expired/],
    ['cut short (not a token the API issues: 400)', refused(400, 'token: invalid'), /This invitation link is not known/],
  ])('says clearly when the link is %s, with the way to the groups and no accept button', async (_name, reply, text) => {
    fakeServer({ 'GET /api/lab-group-invites/tok-123': reply });
    renderInShop(<InviteAccept token="tok-123" />, { url: URL });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(text);
    expect(within(alert).getByRole('link', { name: 'Go to my lab groups' }).getAttribute('href')).toBe('/en/user/labGroups');
    expect(screen.queryByRole('button', { name: 'Accept and join' })).toBeNull();
  });

  it('turns into "used" when the invite was taken meanwhile, with the focus on the reason', async () => {
    fakeServer({
      'GET /api/lab-group-invites/tok-123': ok(preview),
      'POST /api/lab-group-invites/tok-123/accept': reason(409, 'This invitation has already been used', 'INVITE_USED'),
    });
    renderInShop(<InviteAccept token="tok-123" />, { url: URL });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and join' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/already been used or was revoked/);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("shows the server's reason and keeps the invite when accepting fails otherwise", async () => {
    fakeServer({
      'GET /api/lab-group-invites/tok-123': ok(preview),
      'POST /api/lab-group-invites/tok-123/accept': reason(409, 'You are already a member of this lab group', 'ALREADY_MEMBER'),
    });
    renderInShop(<InviteAccept token="tok-123" />, { url: URL });
    fireEvent.click(await screen.findByRole('button', { name: 'Accept and join' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You are already a member of this lab group');
    expect(screen.getByRole('button', { name: 'Accept and join' })).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in and brings them back to the link afterwards', async () => {
    appStore.getState().setAuthUser(null);
    const requests = fakeServer({ 'GET /api/lab-group-invites/tok-123': ok(preview) });
    renderInShop(<InviteAccept token="tok-123" />, { url: URL });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/Sign in to see and accept this invitation/);
    fireEvent.click(within(alert).getByRole('link', { name: 'Sign in' }));
    expect(currentUrl()).toBe('/en/login');
    expect(getCookie(RETURN_PATH_KEY)).toBe(URL);
    expect(requests).toHaveLength(0);
  });
});
