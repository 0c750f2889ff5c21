import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sentBody } from '@labmall/shared/api/test-adapter';
import { currentUrl, renderInShop } from '../../../testing/render-in-shop';
import { fakeServer, group, ok, refused, requestTo, resetServer } from '../testing/lab-groups-test-kit';
import { LabGroupsOverview } from './lab-groups-overview';

afterEach(resetServer);

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('my lab groups', () => {
  it('lists the groups with the shopper\'s roles', async () => {
    fakeServer({ 'GET /api/lab-groups': ok({ items: [{ id: 7, name: 'Solid-State Battery Lab', institution: 'Tsinghua University', myRoles: ['owner', 'finance'], memberCount: 4 }] }) });
    renderInShop(<LabGroupsOverview />, { url: '/en/user/labGroups' });
    const link = await screen.findByRole('link', { name: 'Solid-State Battery Lab' });
    expect(link.getAttribute('href')).toBe('/en/user/labGroup/7');
    const roles = screen.getByRole('list', { name: 'My roles in Solid-State Battery Lab' });
    expect(within(roles).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Owner', 'Finance']);
    expect(screen.getByText('4 members')).toBeTruthy();
  });

  it('says so when the shopper has no group, and offers a retry when the list fails', async () => {
    let reply = refused(500, 'Internal error');
    fakeServer({ 'GET /api/lab-groups': () => reply });
    renderInShop(<LabGroupsOverview />, { url: '/en/user/labGroups' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    reply = ok({ items: [] });
    fireEvent.click(retry);
    expect(await screen.findByText(/You do not belong to any lab group yet/)).toBeTruthy();
  });

  it('checks the form, focuses the first wrong field, then creates the group and opens it', async () => {
    let created = refused(400, 'institution: too long');
    const requests = fakeServer({ 'GET /api/lab-groups': ok({ items: [] }), 'POST /api/lab-groups': () => created });
    renderInShop(<LabGroupsOverview />, { url: '/en/user/labGroups' });
    await screen.findByText(/You do not belong/);

    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    const name = screen.getByLabelText('Group name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(screen.getByText("Enter the group's name")).toBeTruthy();
    expect(screen.getByLabelText('Postcode (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(requestTo(requests, 'POST', '/api/lab-groups')).toBeUndefined();

    fill('Group name', '  Solid-State Battery Lab ');
    fill('Institution', 'Tsinghua University');
    fill('Province', 'Beijing');
    fill('City', 'Beijing');
    fill('District', 'Haidian');
    fill('Street and building', '30 Shuangqing Rd, Bldg 5');
    fill('Postcode (optional)', '1000');
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(screen.getByText('A postcode has 6 digits')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Postcode (optional)'));

    fill('Postcode (optional)', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect((await screen.findByRole('alert')).textContent).toBe('institution: too long'); // the server's reason, values kept
    expect(screen.getByLabelText<HTMLInputElement>('Institution').value).toBe('Tsinghua University');

    created = ok(group);
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(currentUrl()).toBe('/en/user/labGroup/7'));
    expect(sentBody(requests.filter((r) => r.url === '/api/lab-groups' && r.method === 'post').at(-1)!)).toEqual({
      name: 'Solid-State Battery Lab', institution: 'Tsinghua University',
      address: { province: 'Beijing', city: 'Beijing', district: 'Haidian', detail: '30 Shuangqing Rd, Bldg 5' },
    });
  });
});
