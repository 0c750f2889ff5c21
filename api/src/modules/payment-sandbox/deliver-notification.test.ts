import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifyNotification } from '../payments/signature';
import { deliverNotification, RETRY_DELAYS_MS } from './deliver-notification';

const SECRET = 'sandbox-test-secret-0123456789';

/** A stand-in for the shop that answers with the given statuses in turn and records what it received. */
function shop(statuses: number[]) {
  const received: InjectOptions[] = [];
  const app = {
    inject: vi.fn(async (options: InjectOptions) => {
      received.push(options);
      return { statusCode: statuses[received.length - 1] ?? 200 };
    }),
    log: { warn: vi.fn() },
  };
  return { app: app as unknown as FastifyInstance, received };
}

describe('the sandbox delivering its notification', () => {
  afterEach(() => vi.useRealTimers());

  it('sends after the response, signed over the exact body, as a gateway would', async () => {
    vi.useFakeTimers();
    const { app, received } = shop([200]);
    deliverNotification(app, SECRET, { paymentNo: 'P1', amount: 4200 });
    expect(received).toHaveLength(0);
    await vi.runAllTimersAsync();
    expect(received).toHaveLength(1);
    const { headers, payload, url } = received[0]! as { headers: Record<string, string>; payload: string; url: string };
    expect(url).toBe('/api/payment/notify');
    expect(JSON.parse(payload)).toEqual({ paymentNo: 'P1', tradeNo: expect.stringMatching(/^SBX/), amount: 4200, status: 'success' });
    const signature = { timestamp: headers['x-sandbox-timestamp'], signature: headers['x-sandbox-signature'] };
    expect(verifyNotification(SECRET, signature, payload)).toBe(true);
  });

  it('retries while the shop does not answer 200, then gives up', async () => {
    vi.useFakeTimers();
    const flaky = shop([503, 500, 200]);
    deliverNotification(flaky.app, SECRET, { paymentNo: 'P2', amount: 1 });
    await vi.runAllTimersAsync();
    expect(flaky.received).toHaveLength(3);
    // The same notification each time (one trade number), signed afresh.
    expect(new Set(flaky.received.map((r) => r.payload)).size).toBe(1);

    const down = shop(Array(10).fill(500));
    deliverNotification(down.app, SECRET, { paymentNo: 'P3', amount: 1 });
    await vi.runAllTimersAsync();
    expect(down.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
  });
});
