import { CODE_OK, CODE_UNAUTHORIZED, type CartEnvelope } from '@labmall/shared/api/envelope';
import type { CartLine } from './cart-types';
import { publishCart } from './publish-cart';

/** What a cart call came to: the whole cart afterwards, or a sign-in that is needed first. */
export type CartAnswer = { kind: 'cart'; lines: CartLine[] } | { kind: 'signedOut' };

/**
 * Reads the envelope every cart call answers with (docs/catalog-api.md "Cart": `data` is the whole cart).
 * A 401 body resolves (spec §8: the client has already tried a refresh and opened the login dialog);
 * a passed-through failure such as 500 "Business Failed" carries no cart and is thrown like any refusal.
 */
export function readCartAnswer(body: CartEnvelope<CartLine[]>): CartAnswer {
  if (body.code === CODE_UNAUTHORIZED) return { kind: 'signedOut' };
  if (body.code !== CODE_OK || !Array.isArray(body.data)) throw body;
  return { kind: 'cart', lines: body.data };
}

/** A cart change's answer, read as above and published (store + `cart:updated`) so the header count follows. */
export function settleCartChange(body: CartEnvelope<CartLine[]>): CartAnswer {
  const answer = readCartAnswer(body);
  if (answer.kind === 'cart') publishCart(answer.lines);
  return answer;
}
