/**
 * The most a line may hold: what is in stock and what one order may take, whichever is less. A cart is
 * no reservation, but a line nobody could order is a line the shopper should not be able to build.
 */
export const lineLimit = (sku: { stock: number; maxPerOrder: number }): number => Math.max(0, Math.min(sku.stock, sku.maxPerOrder));

// fastify-type-provider-zod marks its validation issues with this global symbol; the app's error handler
// recognises them and writes the localized "field … must be at most N" sentence.
const zodIssue = Symbol.for('ZodFastifySchemaValidationError');

/**
 * A 400 for a quantity over the SKU's limit, reported exactly like a schema bound (the limit only became
 * known after reading the SKU): `Field "quantity" must be at most 3`, in the request's language.
 * `maximum` is what this request's `quantity` could have been (the limit less what the line already holds).
 */
export function quantityTooBig(maximum: number, context: 'body' | 'querystring') {
  const error = new Error(`quantity must be at most ${maximum}`) as Error & Record<string, unknown>;
  error.statusCode = 400;
  error.validationContext = context;
  error.validation = [
    {
      [zodIssue]: true,
      keyword: 'too_big',
      instancePath: '/quantity',
      schemaPath: '#/quantity/too_big',
      message: error.message,
      params: { origin: 'number', maximum: Math.max(0, maximum), inclusive: true },
    },
  ];
  return error;
}
