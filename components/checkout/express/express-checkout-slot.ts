import type { ReactNode } from 'react';
import type { VariantStock } from '@/lib/product/quick-shop-action';

/**
 * Renders express wallet buttons for the chosen variant (undefined before a size is chosen)
 * and its stock (`unknown` while it loads).
 */
export type ExpressCheckoutSlot = (variantId: string | undefined, stock: VariantStock) => ReactNode;
