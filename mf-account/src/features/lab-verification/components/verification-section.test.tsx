import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { appStore } from '@labmall/shared/store/app-store';
import { renderInShop } from '../../../testing/render-in-shop';
import { fakeServer, fileOf, notSubmitted, ok, pending, refused, rejected, resetServer, URL, verified } from '../testing/verification-test-kit';
import { VerificationSection } from './verification-section';

const WHY = 'Regulated chemicals can only be bought for a verified group with a valid permit of their class.';

beforeEach(() => {
  // Only the clock: "today" in China is 28 Nov 2026; the test library's own timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T04:00:00Z'));
  appStore.getState().setAuthUser({ id: 1, nickname: 'Li Wei' });
});
afterEach(() => {
  resetServer();
  vi.useRealTimers();
  appStore.getState().setAuthUser(null);
});

const open = async (owner: boolean) => {
  renderInShop(<VerificationSection groupId={7} owner={owner} />, { url: '/en/user/labGroup/7' });
  return screen.findByRole('region', { name: 'Institution verification' });
};

const permit = (form: HTMLElement, name: string) => within(form).getByRole('group', { name });
const PRECURSOR = 'Precursor chemicals (易制毒化学品)';

/** Fills the letter and the precursor permit; the form as a test sees it. */
async function fillValidForm(section: HTMLElement) {
  const form = await within(section).findByRole('form', { name: 'Send verification documents' });
  fireEvent.change(within(form).getByLabelText('Institution licence or letter'), { target: { files: [fileOf('letter.pdf', 'application/pdf')] } });
  const precursor = permit(form, PRECURSOR);
  fireEvent.change(within(precursor).getByLabelText('Permit number'), { target: { value: ' YZD-2026-0042 ' } });
  fireEvent.change(within(precursor).getByLabelText('Valid until'), { target: { value: '2027-06-30' } });
  fireEvent.change(within(precursor).getByLabelText('Permit scan'), { target: { files: [fileOf('permit.png', 'image/png')] } });
  return form;
}

describe('the group verification section, read by a member', () => {
  it('says the group has not been verified yet, and why it matters, without a form', async () => {
    fakeServer({ [`GET ${URL}`]: ok(notSubmitted) });
    const section = await open(false);
    expect(within(section).getByText(WHY)).toBeTruthy();
    expect(await within(section).findByText('Not submitted')).toBeTruthy();
    expect(within(section).getByText("The group's owner has not sent the verification documents yet.")).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('shows a submission pending review with the classes sent', async () => {
    fakeServer({ [`GET ${URL}`]: ok(pending) });
    const section = await open(false);
    expect(await within(section).findByText('Pending review')).toBeTruthy();
    expect(within(section).getByText(/Sent on Nov 20, 2026 \(Precursor chemicals \(易制毒化学品\)\)/)).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('lists the permits of a verified group: class in words, number, expiry, valid or expired', async () => {
    fakeServer({ [`GET ${URL}`]: ok(verified) });
    const section = await open(false);
    expect(await within(section).findByText('Verified')).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'Permits held' });
    expect(within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Class', 'Permit number', 'Valid until', 'Validity'],
      [PRECURSOR, 'YZD-2026-0042', 'Jun 30, 2027', 'Valid'],
      ['Highly toxic substances (剧毒化学品)', 'JD-77-118', 'Jan 31, 2026', 'Expired'],
    ]);
    expect(within(section).queryByRole('button', { name: 'Send new documents' })).toBeNull();
  });

  it("shows a rejection with the staff's note", async () => {
    fakeServer({ [`GET ${URL}`]: ok(rejected) });
    const section = await open(false);
    expect(await within(section).findByText('Rejected')).toBeTruthy();
    expect(within(section).getByText('Note from support staff: The letter is not stamped by the institution.')).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('keeps showing the permits of an earlier verification while a newer submission is pending', async () => {
    fakeServer({ [`GET ${URL}`]: ok({ ...verified, latest: { ...pending.latest!, id: 13 } }) });
    const section = await open(false);
    expect(await within(section).findByText('Pending review')).toBeTruthy();
    expect(within(section).getByText('The group keeps the permits below from its earlier verification.')).toBeTruthy();
    const rows = within(within(section).getByRole('table', { name: 'Permits held' })).getAllByRole('row');
    // The numbers are those of the verified submission, which the standing no longer carries.
    expect([...rows[1]!.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([PRECURSOR, '—', 'Jun 30, 2027', 'Valid']);
  });

  it('says when the status cannot be loaded, and tries again', async () => {
    let reply = refused(500, 'Internal error');
    fakeServer({ [`GET ${URL}`]: () => reply });
    const section = await open(false);
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Internal error');
    reply = ok(notSubmitted);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Not submitted')).toBeTruthy();
  });
});

describe('the group verification form, sent by the owner', () => {
  it('sends the letter and the filled class as multipart fields, then shows the submission pending review', async () => {
    let standing = notSubmitted;
    const requests = fakeServer({
      [`GET ${URL}`]: () => ok(standing),
      [`POST ${URL}`]: () => {
        standing = pending;
        return ok(pending);
      },
    });
    const section = await open(true);
    const form = await fillValidForm(section);
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(await within(section).findByText('Documents sent. They are now pending review.')).toBeTruthy();
    expect(within(section).getByText('Pending review')).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();

    const post = requests.find((r) => r.method === 'post')!;
    expect(post.url).toBe(URL);
    const sent = post.data as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect([...sent.keys()]).toEqual(['institutionDocument', 'precursor.number', 'precursor.expiresOn', 'precursor.file']);
    expect((sent.get('institutionDocument') as File).name).toBe('letter.pdf');
    expect(sent.get('precursor.number')).toBe('YZD-2026-0042');
    expect(sent.get('precursor.expiresOn')).toBe('2027-06-30');
    expect((sent.get('precursor.file') as File).name).toBe('permit.png');
  });

  it('refuses a class given in part, naming each missing part and focusing the first, without sending', async () => {
    const requests = fakeServer({ [`GET ${URL}`]: ok(notSubmitted) });
    const section = await open(true);
    const form = await within(section).findByRole('form', { name: 'Send verification documents' });
    fireEvent.change(within(form).getByLabelText('Institution licence or letter'), { target: { files: [fileOf('letter.pdf', 'application/pdf')] } });
    const toxic = permit(form, 'Highly toxic substances (剧毒化学品)');
    fireEvent.change(within(toxic).getByLabelText('Permit number'), { target: { value: 'JD-77-118' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(toxic).getByText('Enter the date the permit is valid until')).toBeTruthy();
    expect(within(toxic).getByText("Choose the permit's scan")).toBeTruthy();
    expect(document.activeElement).toBe(within(toxic).getByLabelText('Valid until'));
    expect(within(toxic).getByLabelText('Permit number')).toHaveProperty('value', 'JD-77-118');
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('asks for at least one class, and refuses an expired permit', async () => {
    const requests = fakeServer({ [`GET ${URL}`]: ok(notSubmitted) });
    const section = await open(true);
    const form = await within(section).findByRole('form', { name: 'Send verification documents' });
    fireEvent.change(within(form).getByLabelText('Institution licence or letter'), { target: { files: [fileOf('letter.pdf', 'application/pdf')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    const precursor = permit(form, PRECURSOR);
    expect(within(precursor).getByText('Add at least one permit: its number, expiry date and scan')).toBeTruthy();
    expect(document.activeElement).toBe(within(precursor).getByLabelText('Permit number'));

    fireEvent.change(within(precursor).getByLabelText('Permit number'), { target: { value: 'YZD-2026-0042' } });
    fireEvent.change(within(precursor).getByLabelText('Valid until'), { target: { value: '2026-11-27' } });
    fireEvent.change(within(precursor).getByLabelText('Permit scan'), { target: { files: [fileOf('permit.jpg', 'image/jpeg')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(precursor).getByText('This permit has expired: the date must be today or later')).toBeTruthy();
    expect(document.activeElement).toBe(within(precursor).getByLabelText('Valid until'));
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it('refuses a file over 5 MB and a file of another type before sending', async () => {
    const requests = fakeServer({ [`GET ${URL}`]: ok(notSubmitted) });
    const section = await open(true);
    const form = await fillValidForm(section);
    const letter = within(form).getByLabelText('Institution licence or letter');
    fireEvent.change(letter, { target: { files: [fileOf('letter.pdf', 'application/pdf', 5 * 1024 * 1024 + 1)] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(form).getByText('This file is larger than 5 MB')).toBeTruthy();
    expect(document.activeElement).toBe(letter);

    fireEvent.change(letter, { target: { files: [fileOf('letter.webp', 'image/webp')] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect(within(form).getByText('Choose a PDF, JPG or PNG file')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'post')).toHaveLength(0);
  });

  it("shows the server's 409 (a submission already pending) and then the pending submission instead of the form", async () => {
    let standing = notSubmitted;
    fakeServer({
      [`GET ${URL}`]: () => ok(standing),
      [`POST ${URL}`]: () => {
        standing = pending;
        return refused(409, 'This lab group already has documents waiting for review', { reason: 'VERIFICATION_PENDING' });
      },
    });
    const section = await open(true);
    const form = await fillValidForm(section);
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('This lab group already has documents waiting for review');
    expect(await within(section).findByText('Pending review')).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it("shows the server's field refusals beside their fields and keeps what was typed", async () => {
    fakeServer({
      [`GET ${URL}`]: ok(notSubmitted),
      [`POST ${URL}`]: refused(400, 'Please correct the marked fields and send again', {
        errors: [{ field: 'precursor.file', message: 'Precursor chemicals: permit scan must be a PDF, JPEG or PNG file' }],
      }),
    });
    const section = await open(true);
    const form = await fillValidForm(section);
    fireEvent.click(within(form).getByRole('button', { name: 'Send for review' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Please correct the marked fields and send again');
    const precursor = permit(form, PRECURSOR);
    expect(within(precursor).getByText('Precursor chemicals: permit scan must be a PDF, JPEG or PNG file')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(precursor).getByLabelText('Permit scan')));
    expect(within(precursor).getByLabelText('Permit number')).toHaveProperty('value', ' YZD-2026-0042 ');
    expect(within(form).getByRole('button', { name: 'Send for review' })).toHaveProperty('disabled', false);
  });

  it('lets the owner of a verified group open the form to send new documents', async () => {
    fakeServer({ [`GET ${URL}`]: ok(verified) });
    const section = await open(true);
    fireEvent.click(await within(section).findByRole('button', { name: 'Send new documents' }));
    const form = within(section).getByRole('form', { name: 'Send verification documents' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Send new documents' })).toBeTruthy();
  });

  it('shows no form to the owner while a submission is pending', async () => {
    fakeServer({ [`GET ${URL}`]: ok(pending) });
    const section = await open(true);
    expect(await within(section).findByText('You can send new documents once the review is finished.')).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
  });
});
