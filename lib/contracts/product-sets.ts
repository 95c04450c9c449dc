import { z } from 'zod';
import { productTileSchema } from './products';

export const productSetSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Members in display order; products that went offline are left out. */
  products: z.array(productTileSchema),
});
export type ProductSet = z.infer<typeof productSetSchema>;

export const productSetsQuerySchema = z.object({
  /** Leave out the asking product from each set's members ("complete the look"). */
  excludeSelf: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

export const productSetsResponseSchema = z.object({
  productId: z.string(),
  productSets: z.array(productSetSchema),
});
export type ProductSetsResponse = z.infer<typeof productSetsResponseSchema>;
