import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, drivers, type TestApp } from '../../test/test-app';
import { paymentTestKit } from '../payments/payment-test-kit';

describe.each(drivers)('payment sandbox on %s', (driver) => {
  let t: TestApp;
  let kit: ReturnType<typeof paymentTestKit>;
  beforeAll(async () => {
    t = await buildTestApp(driver);
    kit = paymentTestKit(t);
  });
  afterAll(() => t?.close());

  async function opened(method = 'alipay') {
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    return { shopper, order, paymentNo: await kit.paymentNo(shopper.token, order.orderNo, method) };
  }
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const pay = (paymentNo: string, headers: Record<string, string>, form = 'lang=en') =>
    t.app.inject({
      method: 'POST',
      url: `/sandbox/pay/${paymentNo}`,
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form,
    });

  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    // Polls for the outcome for up to 30 s: a count of tries would give up sooner the slower the machine.
    for (const until = Date.now() + 30_000; Date.now() < until; ) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return read();
  }

  it('shows a script-free page saying it is a sandbox, with merchant, order number, amount and a pay form', async () => {
    const { order, paymentNo } = await opened();
    const res = await page(`/sandbox/pay/${paymentNo}?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // Else the browser would post the form with `Origin: null` (helmet's no-referrer) and be refused.
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.body).toContain('SANDBOX');
    expect(res.body).toMatch(/standing in for the Alipay \/ WeChat Pay \/ UnionPay/);
    expect(res.body).toContain(order.orderNo);
    expect(res.body).toContain('¥123.45');
    expect(res.body).toContain('上海蓝电实验科技有限公司');
    expect(res.body).toContain(`<form method="post" action="/sandbox/pay/${paymentNo}">`);
    expect(res.body).toContain(`href="/en/payType?orderNo=${order.orderNo}"`);
    expect(res.body).not.toMatch(/<script|style=|onclick/i);
    const css = await page('/sandbox/sandbox.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('speaks the `lang` asked for (the shop\'s jp/kr too), else the browser\'s language', async () => {
    const { order, paymentNo } = await opened('wechat');
    const ja = await page(`/sandbox/pay/${paymentNo}?lang=jp`);
    expect(ja.body).toContain('<html lang="ja">');
    expect(ja.body).toContain(`href="/jp/payType?orderNo=${order.orderNo}"`);
    const ko = await page(`/sandbox/pay/${paymentNo}`, { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(ko.body).toContain('결제 샌드박스');
    expect(ko.body).toContain('위챗페이');
    expect((await page(`/sandbox/pay/${paymentNo}?lang=xx`, { 'accept-language': 'en' })).body).toContain('WeChat Pay');
  });

  it('an unknown payment (or a bank transfer) is a 404 page', async () => {
    expect((await page('/sandbox/pay/P000?lang=en')).statusCode).toBe(404);
    const shopper = await kit.shopper();
    const order = await kit.order(shopper.id);
    const transfer = await kit.paymentNo(shopper.token, order.orderNo, 'bank_transfer');
    const res = await page(`/sandbox/pay/${transfer}?lang=en`);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This payment does not exist.');
  });

  it('paying redirects to the result page and, asynchronously, the signed notification pays the order', async () => {
    const { shopper, order, paymentNo } = await opened();
    const res = await pay(paymentNo, { origin: 'http://shop.test' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/en/payTypeResult?orderNo=${order.orderNo}`);
    const status = await eventually(
      async () => (await kit.status(shopper.token, order.orderNo)).json<{ data: { status: string } }>().data,
      (data) => data.status === 'paid',
    );
    expect(status).toMatchObject({ status: 'paid', paymentMethod: 'alipay' });
    expect(await kit.balance(shopper.id)).toBe(123);
    expect((await kit.payments(order.id))[0]!.gatewayTradeNo).toMatch(/^SBX/);
    // The page now says it is paid, and paying again sends nothing new.
    expect((await page(`/sandbox/pay/${paymentNo}?lang=en`)).body).toContain('This payment is complete.');
    expect((await pay(paymentNo, { referer: `http://shop.test/sandbox/pay/${paymentNo}` }, 'lang=kr')).headers.location).toBe(
      `/kr/payTypeResult?orderNo=${order.orderNo}`,
    );
    expect(await kit.ledger(shopper.id)).toHaveLength(1);
  });

  it('refuses a post from another site or without Origin/Referer; nothing is paid', async () => {
    const { shopper, order, paymentNo } = await opened();
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/pay' }, { origin: 'null' }, {}];
    for (const headers of crossSite) {
      const res = await pay(paymentNo, headers);
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('SANDBOX');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await kit.status(shopper.token, order.orderNo)).json<{ data: { status: string } }>().data.status).toBe('unpaid');
  });
});
