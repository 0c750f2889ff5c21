import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../../db/schema/forms';
import { uploadedFiles } from '../../db/schema/uploads';
import { authRequests } from '../../test/auth-requests';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { multipartBody, sampleFiles, type Part } from './multipart-body';
import { MAX_FILE_BYTES } from './multipart';
import { ATTEMPTS_PER_WINDOW, SUBMISSIONS_PER_WINDOW } from './service';

type FieldError = { field: string; message: string };
let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

const workshop = (overrides: Record<string, string | string[] | null> = {}): Part[] => {
  const values: Record<string, string | string[] | null> = {
    name: 'Dr. Lin', email: 'lin@lab.example', phone: '+86 138 0000 0000', institution: 'Battery Lab', attendees: '2',
    session: 'shanghai', topics: ['eis', 'insitu'], arrival: '2026-05-20', orcid: '0000-0002-1825-0097', privacy: 'true', ...overrides,
  };
  return Object.entries(values).flatMap(([name, value]) =>
    value === null ? [] : (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v })),
  );
};

describe.each(drivers)('server-defined forms on %s', (driver) => {
  let t: TestApp;
  let api: ReturnType<typeof authRequests>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    api = authRequests(t.app);
  });
  afterAll(() => t?.close());

  const submit = (formId: string, parts: Part[], options: { ip?: string; language?: string; token?: string } = {}) => {
    const { payload, headers } = multipartBody(parts);
    return t.app.inject({
      method: 'POST', url: `/api/forms/${formId}/submissions`, payload, remoteAddress: options.ip ?? freshIp(),
      headers: { ...headers, 'accept-language': options.language ?? 'en', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    });
  };
  const errorsOf = (res: { json: () => unknown }) => (res.json() as { data: { errors: FieldError[] } }).data.errors;
  const stored = (kind: string) => t.app.db.select().from(formSubmissions).where(eq(formSubmissions.kind, kind as 'common'));

  it('serves a definition in the reader\'s language, matching type or 404', async () => {
    const res = await api.send('GET', '/api/forms/battery-workshop-2026?type=common', undefined, { language: 'ja' });
    const data = res.json<{ data: { title: string; fields: Array<{ name: string; type: string; label: string; required: boolean; options: unknown[] }> } }>().data;
    expect(data.title).toBe('2026 電池試験技術ワークショップ申込');
    expect(data.fields.map((f) => f.type)).toEqual(['text', 'email', 'phone', 'text', 'number', 'select', 'multiSelect', 'date', 'text', 'file', 'agreement']);
    expect(data.fields[0]).toMatchObject({ label: '氏名', required: true });
    expect((await api.send('GET', '/api/forms/battery-workshop-2026?type=paper', undefined)).statusCode).toBe(404);
    expect((await api.send('GET', '/api/forms/no-such-form', undefined)).statusCode).toBe(404);
    expect((await api.send('GET', '/api/forms/Bad_Id', undefined)).statusCode).toBe(400);
  });

  it('stores a valid submission with its file, typed values and the sender', async () => {
    const me = await api.signUp();
    const res = await submit('battery-workshop-2026', [...workshop(), { name: 'poster', fileName: 'poster.pdf', content: sampleFiles.pdf, type: 'application/pdf' }], { token: me.token });
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: { received: true } });
    const [row] = await stored('common');
    expect(row!.values).toMatchObject({ attendees: 2, topics: ['eis', 'insitu'], arrival: '2026-05-20', privacy: true, poster: ['poster.pdf'] });
    expect(row!.userId).not.toBeNull();
    const files = await t.app.db.select().from(uploadedFiles).where(eq(uploadedFiles.ownerId, row!.id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ mimeType: 'application/pdf', fileName: 'poster.pdf', size: sampleFiles.pdf.length });
    expect(Buffer.compare(files[0]!.content, sampleFiles.pdf)).toBe(0);
    // Only the uploader reads it back; anyone else (or a guest) gets 404 / 401.
    const mine = await api.send('GET', `/api/uploads/${files[0]!.id}`, undefined, { token: me.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-security-policy']).toContain('sandbox');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store'); // the uploader's own file: no cache keeps it
    const other = await api.signUp();
    expect((await api.send('GET', `/api/uploads/${files[0]!.id}`, undefined, { token: other.token })).statusCode).toBe(404);
    expect((await api.send('GET', `/api/uploads/${files[0]!.id}`, undefined)).statusCode).toBe(401);
  });

  it.each([
    ['text: required', { name: '' }, 'name', 'Missing required field "Name"'],
    ['text: min length', { name: 'L' }, 'name', 'Field "Name" must have at least 2 characters'],
    ['text: pattern', { orcid: '1234' }, 'orcid', '"ORCID (optional)" is not in the expected format'],
    ['email', { email: 'lin@' }, 'email', 'Field "Email" has an invalid format'],
    ['phone', { phone: 'call me' }, 'phone', 'Field "Phone" has an invalid format'],
    ['number: not a number', { attendees: 'two' }, 'attendees', 'Field "Attendees" must be a number'],
    ['number: max', { attendees: '6' }, 'attendees', 'Field "Attendees" must be at most 5'],
    ['number: min', { attendees: '0' }, 'attendees', 'Field "Attendees" must be at least 1'],
    ['select: not offered', { session: 'beijing' }, 'session', '"Session" has an option that is not offered'],
    ['multi-select: not offered', { topics: ['eis', 'cooking'] }, 'topics', '"Topics of interest" has an option that is not offered'],
    ['multi-select: too many', { topics: ['eis', 'insitu', 'safety', 'cycling'] }, 'topics', 'Field "Topics of interest" must have at most 3 items'],
    ['multi-select: required', { topics: null }, 'topics', 'Missing required field "Topics of interest"'],
    ['date: format', { arrival: '20/05/2026' }, 'arrival', 'Field "Arrival date" has an invalid format'],
    ['date: impossible day', { arrival: '2026-02-30' }, 'arrival', 'Field "Arrival date" has an invalid format'],
    ['date: before min', { arrival: '2025-12-31' }, 'arrival', 'Field "Arrival date" must be at least 2026-01-01'],
    ['agreement', { privacy: null }, 'privacy', 'Please read and accept "I have read and accept the privacy policy"'],
    ['unknown field', { nickname: 'x' }, 'nickname', 'Unknown field "nickname"'],
  ])('refuses %s with a message naming the field', async (_case, overrides, field, message) => {
    const before = (await stored('common')).length;
    const res = await submit('battery-workshop-2026', workshop(overrides as Record<string, string>));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: 'Please correct the marked fields and send again' });
    expect(errorsOf(res)).toContainEqual({ field, message });
    expect((await stored('common')).length).toBe(before);
  });

  it('reports every wrong field at once, in the request language', async () => {
    const res = await submit('battery-workshop-2026', workshop({ name: '', email: 'x', attendees: '9' }), { language: 'zh' });
    expect(errorsOf(res).map((e) => e.field)).toEqual(['name', 'email', 'attendees']);
    expect(errorsOf(res)[0]!.message).toBe('缺少必填字段 姓名');
    expect(res.json()).toMatchObject({ message: '请修改标出的字段后再提交' });
  });

  it('checks files by their content and size, and refuses files in a field that takes none', async () => {
    const disguised = await submit('battery-workshop-2026', [...workshop(), { name: 'poster', fileName: 'poster.png', content: sampleFiles.htmlAsPng, type: 'image/png' }]);
    expect(errorsOf(disguised)).toEqual([{ field: 'poster', message: '"Poster or abstract (PDF or image, optional)" accepts only JPG, PNG or WebP images and PDF files' }]);
    const huge = Buffer.concat([sampleFiles.png, Buffer.alloc(MAX_FILE_BYTES)]);
    const tooBig = await submit('battery-workshop-2026', [...workshop(), { name: 'poster', fileName: 'big.png', content: huge, type: 'image/png' }]);
    expect(errorsOf(tooBig)).toEqual([{ field: 'poster', message: 'The file in "Poster or abstract (PDF or image, optional)" is too large' }]);
    const two = await submit('battery-workshop-2026', [...workshop(), ...[1, 2].map((n) => ({ name: 'poster', fileName: `${n}.png`, content: sampleFiles.png }))]);
    expect(errorsOf(two)[0]).toMatchObject({ field: 'poster' });
    const stray = await submit('battery-workshop-2026', [...workshop(), { name: 'name', fileName: 'a.png', content: sampleFiles.png }]);
    expect(errorsOf(stray)).toContainEqual({ field: 'name', message: 'Unknown field "name"' });
    const paper = await submit('paper-incentive', [
      { name: 'name', value: 'Dr. Lin' }, { name: 'email', value: 'lin@lab.example' }, { name: 'institution', value: 'Lab' },
      { name: 'paperTitle', value: 'Fast charging of thick electrodes' }, { name: 'journal', value: 'J. Power Sources' },
      { name: 'doi', value: '10.1016/j.jpowsour.2026.123456' }, { name: 'publishedOn', value: '2026-03-01' }, { name: 'privacy', value: 'on' },
    ]);
    expect(errorsOf(paper)).toEqual([{ field: 'proof', message: 'Missing required field "Acknowledgement page or proof"' }]);
  });

  it('lets guests send feedback as JSON, drops a filled honeypot silently, and limits each address', async () => {
    const ip = freshIp();
    const feedback = (extra: Record<string, string> = {}) => api.send('POST', '/api/forms/feedback/submissions', { category: 'suggestion', content: 'Please add a CAS search.', ...extra }, { ip });
    expect((await feedback()).json()).toEqual({ code: 200, message: 'ok', data: { received: true } });
    expect((await feedback({ website: 'http://spam.example' })).json()).toEqual({ code: 200, message: 'ok', data: { received: true } });
    expect((await stored('feedback')).length).toBe(1);
    for (let i = 2; i < SUBMISSIONS_PER_WINDOW; i++) expect((await feedback()).statusCode).toBe(200);
    const refused = await feedback();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'Too many submissions; please try again later' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await stored('feedback')).length).toBe(SUBMISSIONS_PER_WINDOW - 1);
    // Another address, and another form from the same address, still go through.
    expect((await api.send('POST', '/api/forms/feedback/submissions', { category: 'bug', content: 'The filter resets.' }, { ip: freshIp() })).statusCode).toBe(200);
    const coop = { company: 'Anode Co', contactName: 'Mr. Wu', phone: '021-5555-0000', email: 'wu@anode.example', cooperationType: 'supplier', message: 'We make silicon-carbon anodes.', privacy: true };
    expect((await api.send('POST', '/api/forms/cooperation/submissions', coop, { ip })).statusCode).toBe(200);
    const wrong = await api.send('POST', '/api/forms/cooperation/submissions', { ...coop, message: 'short' }, { ip, language: 'ko' });
    expect(wrong.json<{ data: { errors: FieldError[] } }>().data.errors).toEqual([{ field: 'message', message: '항목 제안 내용은(는) 10자 이상이어야 합니다' }]);
  });

  it('limits every request of an address, refused ones too, before reading its body', async () => {
    const ip = freshIp();
    const refusedBody = () => submit('battery-workshop-2026', workshop({ email: 'x' }), { ip });
    for (let i = 0; i < ATTEMPTS_PER_WINDOW; i++) expect((await refusedBody()).statusCode).toBe(400);
    const limited = await refusedBody();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'Too many submissions; please try again later' });
    // One IPv6 subscriber's /64 is one address.
    const v6 = (n: number) => submit('battery-workshop-2026', workshop({ email: 'x' }), { ip: `2001:db8:77:1::${n.toString(16)}` });
    for (let i = 0; i < ATTEMPTS_PER_WINDOW; i++) await v6(i + 1);
    expect((await v6(999)).statusCode).toBe(429);
  });

  it('refuses more files than any form takes with a 413, without keeping them', async () => {
    const files = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ name: 'poster', fileName: `${n}.png`, content: sampleFiles.png }));
    const res = await submit('battery-workshop-2026', [...workshop(), ...files]);
    expect(res.statusCode).toBe(413);
  });
});
