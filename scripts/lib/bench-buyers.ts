/**
 * Signed-in buyers for the order benchmarks (bench:orders, bench:cluster): accounts registered through the API,
 * each signed in and with a delivery address, as a shopper would set up before ordering.
 */
import { randomBytes } from 'node:crypto';

export type Json = { code: number; message?: string; data?: unknown; token?: string };
export type Buyer = { token: string; addressId: number };

const PASSWORD = 'Bench12345';
/** Sign-ups in flight at once: argon2 hashing is the cost, and it runs off the event loop. */
const CONCURRENT_SIGN_UPS = 4;

/** One JSON call; the envelope is returned whatever the HTTP status. */
export async function callJson(base: string, method: string, url: string, body?: unknown, token?: string): Promise<Json> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as Json;
}

async function signUp(base: string, account: string, index: number): Promise<Buyer> {
  await callJson(base, 'POST', '/api/auth/register', { account, password: PASSWORD, agreement: true });
  const { token } = await callJson(base, 'POST', '/api/auth/login', { account, password: PASSWORD });
  if (!token) throw new Error(`sign-in failed for ${account}`);
  const address = await callJson(base, 'POST', '/api/address/add', {
    receiver: `Bench ${index}`, mobile: '13800000000', provinceCode: '310000', cityCode: '310100', districtCode: '310104', detail: '漕溪北路 88 号', postcode: '',
  }, token);
  const addressId = (address.data as { id?: number } | undefined)?.id;
  if (!addressId) throw new Error(`adding an address failed for ${account}: ${address.code} ${address.message ?? ''}`);
  return { token, addressId };
}

/**
 * `count` new accounts (unique per run, so a database may be reused). The server must allow that many registrations
 * from one address (REGISTER_MAX_PER_IP): they all come from 127.0.0.1.
 */
export async function signUpBuyers(base: string, count: number): Promise<Buyer[]> {
  const runId = randomBytes(3).toString('hex');
  const buyers: Buyer[] = new Array(count);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_SIGN_UPS, count) }, async () => {
    for (let i = next++; i < count; i = next++) buyers[i] = await signUp(base, `bench.${runId}.${i}@bench.labmall.test`, i);
  }));
  return buyers;
}
