import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/analytics';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { buildCollector } from './collector';

const SESSION = '0123456789abcdef0123456789abcdef';
const pageview = (over: Record<string, unknown> = {}) => ({
  type: 'track',
  event: '$pageview',
  project: 'labmall',
  time: 1_767_225_600_000,
  send_type: 'beacon',
  properties: { $event_session_id: SESSION, $url: 'http://localhost:8080/zh/', $lib_plugin_version: '1.26.17' },
  ...over,
});
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(drivers)('analytics collector on %s', (driver) => {
  let t: TestApp;
  let collector: FastifyInstance;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    collector = await buildCollector(t.config, t.app.database);
  });
  afterAll(async () => {
    await collector?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.app.db.delete(analyticsEvents);
  });

  const rows = () => t.app.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
  const post = (url: string, payload: string, contentType: string) =>
    collector.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, origin: 'http://shop.example:8080' } });

  it('stores a JSON event with its session, token hash and client time', async () => {
    const res = await post('/collect?project=labmall&token=abc.def', JSON.stringify(pageview()), 'application/json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'ok', data: { received: 1 } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const [row] = await rows();
    expect(row).toMatchObject({
      project: 'labmall',
      event: '$pageview',
      sessionId: SESSION,
      distinctId: null,
      tokenHash: createHash('sha256').update('abc.def').digest('hex'),
      properties: pageview().properties,
    });
    expect(row!.clientTime?.getTime()).toBe(1_767_225_600_000);
    expect(row!.receivedAt).toBeInstanceOf(Date);
  });

  it('accepts a text/plain beacon with a list of events, guest token empty', async () => {
    const batch = [pageview(), pageview({ event: '$WebClick', distinct_id: 'visitor-7' })];
    const res = await post('/collect?project=labmall&token=', JSON.stringify(batch), 'text/plain;charset=UTF-8');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: 2 });
    const stored = await rows();
    expect(stored.map((r) => [r.event, r.distinctId, r.tokenHash])).toEqual([
      ['$pageview', null, null],
      ['$WebClick', 'visitor-7', null],
    ]);
  });

  it('accepts an image send and answers a 1x1 GIF', async () => {
    const res = await collector.inject({
      method: 'GET',
      url: `/collect?project=labmall&token=t1&data=${base64url(pageview({ event: '$pageleave' }))}&_=123`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect((await rows()).map((r) => r.event)).toEqual(['$pageleave']);
  });

  it('answers the CORS preflight of an ajax send', async () => {
    const res = await collector.inject({
      method: 'OPTIONS',
      url: '/collect?project=labmall',
      headers: { origin: 'http://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    ['no project', '/collect', JSON.stringify(pageview()), 'application/json'],
    ['a bad project', '/collect?project=a%20b', JSON.stringify(pageview()), 'application/json'],
    ['invalid JSON', '/collect?project=labmall', '{"event":', 'text/plain'],
    ['no event name', '/collect?project=labmall', JSON.stringify({ properties: {} }), 'application/json'],
    ['an event name over 100 chars', '/collect?project=labmall', JSON.stringify(pageview({ event: 'e'.repeat(101) })), 'application/json'],
    ['an empty list', '/collect?project=labmall', '[]', 'application/json'],
    ['more than 50 events', '/collect?project=labmall', JSON.stringify(Array.from({ length: 51 }, () => pageview())), 'application/json'],
    ['a non-numeric time', '/collect?project=labmall', JSON.stringify(pageview({ time: 'now' })), 'text/plain'],
  ])('rejects %s with 400 and stores nothing', async (_case, url, payload, contentType) => {
    const res = await post(url, payload, contentType);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null });
    expect(await rows()).toHaveLength(0);
  });

  it('names the offending field of the event the client meant', async () => {
    const send = (payload: unknown) =>
      collector.inject({ method: 'POST', url: '/collect?project=labmall', payload: payload as object, headers: { 'accept-language': 'en' } });
    expect((await send({ properties: {} })).json().message).toBe('Missing required field "event"');
    expect((await send([pageview(), { properties: {} }])).json().message).toBe('Missing required field "1.event"');
  });

  it.each([
    ['no data', '/collect?project=labmall'],
    ['data that is not base64 JSON', '/collect?project=labmall&data=%%%'],
    ['data without an event name', `/collect?project=labmall&data=${base64url({ properties: {} })}`],
  ])('rejects an image send with %s', async (_case, url) => {
    const res = await collector.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(await rows()).toHaveLength(0);
  });

  it('requires the write key when ANALYTICS_TOKEN is set', async () => {
    const guarded = await buildCollector({ ...t.config, analyticsToken: 'wk-123' }, t.app.database);
    try {
      const send = (token: string) =>
        guarded.inject({ method: 'POST', url: `/collect?project=labmall&token=${token}`, payload: pageview(), headers: { 'accept-language': 'en' } });
      const refused = await send('wrong');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, message: 'You are not allowed to do this', data: null });
      expect(await rows()).toHaveLength(0);
      expect((await send('wk-123')).statusCode).toBe(200);
      expect(await rows()).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });

  it('rejects a body over 64 KB with 413', async () => {
    const big = pageview({ properties: { $url: 'x'.repeat(70_000) } });
    const res = await post('/collect?project=labmall', JSON.stringify(big), 'text/plain');
    expect(res.statusCode).toBe(413);
    expect(await rows()).toHaveLength(0);
  });
});
