/** Signed-in buyers with a delivery address each, made through the front like any shopper. */
import { randomBytes } from 'node:crypto';
import { call } from './shop-client';

export type Buyer = { account: string; token: string; userId: number; addressId: number };

export const BUYER_PASSWORD = 'Faults12345';

/** Fails loudly: the set-up has no fault injected, so anything but 200 is a broken environment. */
async function expectOk(what: string, answer: Promise<Awaited<ReturnType<typeof call>>>) {
  const { status, body } = await answer;
  if (status !== 200 || body?.code !== 200) throw new Error(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
  return body;
}

export async function signUpBuyers(base: string, count: number): Promise<Buyer[]> {
  const run = randomBytes(3).toString('hex');
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const account = `faults.${run}.${i}@faults.labmall.test`;
      await expectOk('register', call(base, 'POST', '/api/auth/register', { body: { account, password: BUYER_PASSWORD, agreement: true } }));
      const { token } = await expectOk('login', call(base, 'POST', '/api/auth/login', { body: { account, password: BUYER_PASSWORD } }));
      const { user } = await expectOk('user', call(base, 'GET', '/api/auth/user', { token }));
      const address = await expectOk('add address', call(base, 'POST', '/api/address/add', {
        token,
        body: { receiver: `Buyer ${i}`, mobile: '13800000000', provinceCode: '310000', cityCode: '310100', districtCode: '310104', detail: '漕溪北路 88 号', postcode: '' },
      }));
      return { account, token: token!, userId: user!.id, addressId: (address.data as { id: number }).id };
    }),
  );
}
