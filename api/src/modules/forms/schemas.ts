import { z } from 'zod';

export const formParams = z.object({ formId: z.string().regex(/^[a-z0-9-]{1,48}$/) }).strict();
/** `type` is the spec's query (commonForm?type=…&formId=…): when given it must be the form's kind. */
export const definitionQuery = z.object({ type: z.enum(['common', 'paper', 'cooperation', 'feedback']).optional() }).strict();
export const fileParams = z.object({ id: z.string().uuid() }).strict();
