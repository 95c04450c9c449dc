import { and, eq } from 'drizzle-orm';
import { productColors, variants } from '../db/schema';

/**
 * Join condition from a variant to its colourway (label, images): colours are keyed by
 * product and colour code, so both must match.
 */
export const variantColorway = and(
  eq(productColors.productId, variants.productId),
  eq(productColors.code, variants.colorCode),
)!;
