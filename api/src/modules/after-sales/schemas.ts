import { z } from 'zod';

export const orderNoParams = z.object({ orderNo: z.string().regex(/^[A-Za-z0-9-]{1,32}$/) }).strict();
