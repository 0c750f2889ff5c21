import { z } from 'zod';

const MAX_ID = 2_147_483_647;

export const questionParams = z.object({ id: z.coerce.number().int().min(1).max(MAX_ID) }).strict();

export const searchQuery = z
  .object({
    keyword: z.string().trim().min(1).max(60),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export type SearchQuery = z.infer<typeof searchQuery>;

/** A guest votes with a random id its browser keeps; a signed-in user's vote is theirs whatever the id. */
export const voteBody = z
  .object({
    helpful: z.boolean(),
    voterId: z.string().uuid().optional(),
  })
  .strict();
export type VoteInput = z.infer<typeof voteBody>;
