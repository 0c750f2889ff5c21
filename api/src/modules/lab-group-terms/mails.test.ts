import { describe, expect, it } from 'vitest';
import { languages } from '../../i18n/language';
import { renderMail } from '../mail/templates/render-mail';

// The overdue mail as the worker renders it from an outbox row: every language, the group page the account serves.
describe('terms mails', () => {
  const origin = 'https://shop.example';

  it.each(languages)('termsOverdue (%s) names the group, order, amount and due date and links the group page', (lang) => {
    const mail = renderMail('termsOverdue', lang, { groupId: '7', groupName: 'Battery Lab', orderNo: 'LM2026112800001', amount: '1200.00', dueOn: '2026-12-28' }, origin)!;
    expect(mail.subject).toContain('Battery Lab');
    expect(mail.subject).toContain('LM2026112800001');
    expect(mail.text).toContain('¥1200.00');
    expect(mail.text).toContain('2026-12-28');
    expect(mail.text).toMatch(new RegExp(`${origin}/(zh|en|jp|kr)/user/labGroup/7`));
  });

  it.each(languages)('termsChanged (%s) gives the days and credit limit when granted, says when switched off, and links the group page', (lang) => {
    const data = { groupId: '7', groupName: 'Battery Lab', days: '30', creditLimit: '20000.00', active: 'true' };
    const granted = renderMail('termsChanged', lang, data, origin)!;
    expect(granted.subject).toContain('Battery Lab');
    expect(granted.text).toContain('30');
    expect(granted.text).toContain('¥20000.00');
    expect(granted.text).toMatch(new RegExp(`${origin}/(zh|en|jp|kr)/user/labGroup/7`));
    const off = renderMail('termsChanged', lang, { ...data, active: 'false' }, origin)!;
    expect(off.subject).not.toBe(granted.subject);
    expect(off.text).not.toContain('¥20000.00');
  });
});
