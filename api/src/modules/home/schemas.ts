import { z } from 'zod';
import { envelopeOf } from '../../lib/envelope';
import { productCardSchema } from '../products/product-card';

/** These reads take no input; anything sent is a client mistake worth a 400 (unknown fields rejected). */
export const noQuery = z.object({}).strict();

/** A home slide or service image; `link` is a shop path without the language prefix. */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
});

export const homeSchema = z.object({
  /** Comma-separated words for the page's <meta name="keywords">. */
  metaKeyword: z.string(),
  carousel: z.array(bannerSchema),
  serviceImages: z.array(bannerSchema),
  recommended: z.array(productCardSchema),
  newProducts: z.array(productCardSchema),
});
export type Home = z.infer<typeof homeSchema>;

export const homeResponse = envelopeOf(homeSchema);
export const hotWordsResponse = envelopeOf(z.array(z.string()));
