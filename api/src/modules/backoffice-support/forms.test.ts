import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAuditLog } from '../../db/schema/staff';
import { authRequests } from '../../test/auth-requests';
import { drivers } from '../../test/test-app';
import { activityForm, newFormId, useSupportApp } from './test-client';

type Saved = { formId: string; version: string; open: boolean };
type Submissions = { items: Array<{ ref: string; values: Record<string, unknown>; files: unknown[] }>; total: number };

describe.each(drivers)('the console activity forms and submissions (%s)', (driver) => {
  const ctx = useSupportApp(driver);
  const shop = () => authRequests(ctx.app);
  const submit = (formId: string, body: Record<string, unknown>, ip: string) => shop().send('POST', `/api/forms/${formId}/submissions`, body, { ip });
  const answer = { name: '=SUM(A1:A9)', email: 'lin@lab.example', session: 'am', consent: true };

  it('creates a form closed, opens it for shoppers, and lists, pages and exports what they send, formula-safe', async () => {
    const formId = newFormId();
    const created = await ctx.staff.data<Saved>('POST', 'forms/save', activityForm(formId));
    expect(created.open).toBe(false);
    const closed = await submit(formId, answer, '192.0.2.31');
    expect(closed.statusCode).toBe(409);
    const opened = await ctx.staff.data<Saved>('POST', 'forms/open', { formId, version: created.version, open: true });
    expect(opened.open).toBe(true);
    const shown = await shop().send('GET', `/api/forms/${formId}?type=common`, undefined);
    expect(shown.json().data).toMatchObject({ title: 'Cathode workshop sign-up', open: true, fields: [{ name: 'name' }, { name: 'email' }, { name: 'session', options: [{ value: 'am' }, { value: 'pm' }] }, { name: 'consent' }] });
    expect((await submit(formId, answer, '192.0.2.32')).statusCode).toBe(200);
    expect((await submit(formId, { ...answer, name: 'Ada', session: 'pm' }, '192.0.2.33')).statusCode).toBe(200);

    const page = await ctx.staff.data<Submissions>('GET', `forms/submissions?formId=${formId}&pageSize=1`);
    expect(page.total).toBe(2);
    expect(page.items).toEqual([expect.objectContaining({ values: expect.objectContaining({ name: 'Ada', session: 'pm' }), files: [] })]);
    const list = await ctx.staff.data<Array<{ formId: string; submissions: number; open: boolean }>>('GET', 'forms/list?kind=common');
    expect(list.find((f) => f.formId === formId)).toMatchObject({ submissions: 2, open: true });

    const csv = await ctx.staff.get(`forms/export?formId=${formId}`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('ref,kind,form,account,lang,createdAt,status,files,consent,email,name,session');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`,'=SUM(A1:A9),`);
    expect(csv.body).not.toMatch(/,=SUM/);
  });

  it('edits a form whole at its version, refuses a stale version and a taken key, and audits each write', async () => {
    const formId = newFormId();
    const created = await ctx.staff.data<Saved>('POST', 'forms/save', activityForm(formId));
    const renamed = activityForm(formId, { version: created.version, onSpecialOffers: false });
    (renamed.title as Record<string, string>).en = 'Anode workshop sign-up';
    const edited = await ctx.staff.data<Saved>('POST', 'forms/save', renamed);
    const stale = await ctx.staff.post('forms/save', activityForm(formId, { version: created.version }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/reload/i);
    expect((await ctx.staff.post('forms/open', { formId, version: created.version, open: true })).statusCode).toBe(409);
    const taken = await ctx.staff.post('forms/save', activityForm(formId));
    expect(taken.json()).toMatchObject({ code: 409, message: expect.stringMatching(/already uses/) });
    const detail = await ctx.staff.data<{ title: { en: string }; onSpecialOffers: boolean; version: string; link: string }>('GET', `forms/detail?formId=${formId}`);
    expect(detail).toMatchObject({ title: { en: 'Anode workshop sign-up' }, onSpecialOffers: false, version: edited.version, link: `/activity/commonForm?type=common&formId=${formId}` });
    const audit = await ctx.app.db.select({ action: staffAuditLog.action }).from(staffAuditLog).where(and(eq(staffAuditLog.entity, 'form'), eq(staffAuditLog.entityId, formId)));
    expect(audit.map((a) => a.action)).toEqual(['form.create', 'form.update']);
  });

  it('edits only activity forms: the shop\'s feedback form is opened and closed, not rewritten', async () => {
    const feedback = await ctx.staff.data<{ version: string; editable: boolean; kind: string }>('GET', 'forms/detail?formId=feedback');
    expect(feedback).toMatchObject({ kind: 'feedback', editable: false });
    const res = await ctx.staff.post('forms/save', activityForm('feedback', { version: feedback.version }));
    expect(res.json()).toMatchObject({ code: 409, message: expect.stringMatching(/only activity forms/i) });
  });

  it.each([
    ['a select without options', { type: 'select' }, 'fields.0.options'],
    ['a repeated field name', 'repeat', 'fields.1.name'],
    ['a pattern that is not a regular expression', { type: 'text', pattern: '(unclosed', patternHint: activityForm('x').title }, 'fields.0.pattern'],
    ['a pattern on a number field', { type: 'number', pattern: '\\d+', patternHint: activityForm('x').title }, 'fields.0.pattern'],
    ['min above max', { type: 'text', min: 10, max: 5 }, 'fields.0.max'],
    ['a date bound that is not a date', { type: 'date', min: 3 }, 'fields.0.min'],
    ['more files than one submission takes', 'files', 'fields'],
    ['an unknown field type', { type: 'slider' }, 'fields.0.type'],
    ['a label missing a language', { label: { zh: '姓名', en: 'Name', ja: '名前' } }, 'fields.0.label.ko'],
  ])('refuses a definition with %s, naming where', async (_name, change, path) => {
    const base = activityForm('x').fields[0]!;
    const fields =
      change === 'repeat' ? [base, { ...base }]
      : change === 'files' ? [{ ...base, name: 'a', type: 'file', max: 3 }, { ...base, name: 'b', type: 'file', max: 3 }]
      : [{ ...base, max: undefined, ...(change as object) }];
    const res = await ctx.staff.post('forms/save', activityForm(newFormId(), { fields: JSON.parse(JSON.stringify(fields)) }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(path);
  });

  it('puts an open form on the special-offers page and on the home page as a banner', async () => {
    const formId = newFormId();
    const created = await ctx.staff.data<Saved>('POST', 'forms/save', activityForm(formId));
    const offers = async () => (await shop().send('GET', '/api/activity/special-offers', undefined)).json<{ data: { forms: Array<{ formId: string; title: string; link: string }> } }>().data.forms;
    expect((await offers()).map((f) => f.formId)).not.toContain(formId);
    await ctx.staff.data('POST', 'forms/open', { formId, version: created.version, open: true });
    expect((await offers()).find((f) => f.formId === formId)).toEqual({ formId, type: 'common', title: 'Cathode workshop sign-up', intro: 'Tell us who is coming', link: `/activity/commonForm?type=common&formId=${formId}` });
    const banner = await ctx.staff.data<{ id: number; link: string }>('POST', 'forms/banner', { formId, image: '/media/banners/1.svg' });
    const home = await shop().send('GET', '/api/newrecommend/multi', undefined);
    expect(JSON.stringify(home.json())).toContain(banner.link);
    expect((await ctx.staff.post('forms/banner', { formId, image: 'https://evil.example/x.png' })).statusCode).toBe(400);
  });
});
