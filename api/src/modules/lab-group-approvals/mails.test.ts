import { describe, expect, it } from 'vitest';
import { languages } from '../../i18n/language';
import { renderMail } from '../mail/templates/render-mail';

// The two approval mails as the worker renders them from an outbox row: every language, the link the account pages serve.
describe('approval mails', () => {
  const origin = 'https://shop.example';

  it.each(languages)('approvalRequested (%s) names the group, requester and total and links the request', (lang) => {
    const mail = renderMail('approvalRequested', lang, { requestId: '42', groupName: 'Battery Lab', requesterName: 'Li Wei', total: '400.00' }, origin)!;
    expect(mail.subject).toContain('Battery Lab');
    expect(mail.text).toContain('Li Wei');
    expect(mail.text).toContain('¥400.00');
    expect(mail.text).toMatch(new RegExp(`${origin}/(zh|en|jp|kr)/user/approval/42`));
  });

  it.each(languages)('approvalDecided (%s): approved links the order to pay it; rejected carries the note and links the request', (lang) => {
    const approved = renderMail('approvalDecided', lang, { outcome: 'approved', requestId: '42', groupName: 'Battery Lab', orderNo: 'LM2026112800001', total: '400.00', note: '' }, origin)!;
    expect(approved.text).toMatch(/\/user\/orderDetail\?orderNo=LM2026112800001/);
    expect(approved.subject).toContain('LM2026112800001');
    const rejected = renderMail('approvalDecided', lang, { outcome: 'rejected', requestId: '42', groupName: 'Battery Lab', total: '400.00', note: 'use the group stock' }, origin)!;
    expect(rejected.text).toContain('use the group stock');
    expect(rejected.text).toMatch(/\/user\/approval\/42/);
    expect(rejected.subject).not.toBe(approved.subject);
  });
});
