import { describe, expect, it } from 'vitest';
import { drivers } from '../../test/test-app';
import { activityForm, newFormId, useSupportApp } from '../backoffice-support/test-client';
import { multipartBody } from './multipart-body';

describe.each(drivers)('a form posted without JavaScript (the mobile form page) on %s', (driver) => {
  const ctx = useSupportApp(driver);
  const openForm = async () => {
    const formId = newFormId();
    const created = await ctx.staff.data<{ version: string }>('POST', 'forms/save', activityForm(formId));
    await ctx.staff.data('POST', 'forms/open', { formId, version: created.version, open: true });
    return formId;
  };
  const post = (formId: string, parts: Array<{ name: string; value: string }>, accept: string, ip: string) => {
    const { payload, headers } = multipartBody(parts);
    return ctx.app.inject({ method: 'POST', url: `/api/forms/${formId}/submissions`, payload, headers: { ...headers, accept, 'x-forwarded-for': ip }, remoteAddress: ip });
  };
  const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
  const answer = (returnTo: string) => [
    { name: 'name', value: 'Lin' }, { name: 'email', value: 'lin@lab.example' }, { name: 'session', value: 'pm' }, { name: 'consent', value: 'on' }, { name: '_returnTo', value: returnTo },
  ];

  it('goes back to the page with sent=1, and the submission is stored as the script\'s would be', async () => {
    const formId = await openForm();
    const back = `/en/m/form?type=common&formId=${formId}`;
    const res = await post(formId, answer(back), html, '198.51.100.10');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${back}&sent=1`);
    const stored = await ctx.staff.data<{ items: Array<{ values: Record<string, unknown> }> }>('GET', `forms/submissions?formId=${formId}`);
    expect(stored.items).toEqual([expect.objectContaining({ values: { name: 'Lin', email: 'lin@lab.example', session: 'pm', consent: true } })]);
  });

  it('goes back with what was refused, replacing an earlier outcome', async () => {
    const formId = await openForm();
    const back = `/kr/m/form?type=common&formId=${formId}&sent=1`;
    const parts = answer(back).map((p) => (p.name === 'email' ? { ...p, value: 'not-an-address' } : p));
    const res = await post(formId, parts, html, '198.51.100.11');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/kr/m/form?type=common&formId=${formId}&failed=invalid&field=email`);
  });

  it('answers JSON to the page\'s script, and never redirects outside the mobile form page', async () => {
    const formId = await openForm();
    const script = await post(formId, answer(`/en/m/form?formId=${formId}`), 'application/json, text/plain, */*', '198.51.100.12');
    expect(script.json()).toEqual({ code: 200, message: 'ok', data: { received: true } });
    for (const [i, elsewhere] of ['https://evil.example/m/form?x=1', '//evil.example/en/m/form?x=1', '/en/user?x=1'].entries()) {
      const res = await post(formId, answer(elsewhere), html, `198.51.100.${20 + i}`);
      expect(res.statusCode, elsewhere).toBe(200);
      expect(res.headers.location).toBeUndefined();
    }
  });
});
