import type { Palette } from './colorways';
import { drawAccessory, drawGiftCard, type AccessorySilhouette } from './silhouettes-accessories';
import { drawApparel, type ApparelSilhouette } from './silhouettes-apparel';
import { drawShoe, type ShoeSilhouette } from './silhouettes-shoes';

export type ProductSilhouette = ShoeSilhouette | ApparelSilhouette | AccessorySilhouette;
export type Silhouette = ProductSilhouette | 'giftcard';

const shoes: readonly string[] = ['runner', 'trainer', 'court', 'trail', 'lifestyle'];
const apparel: readonly string[] = ['tee', 'hoodie', 'jacket', 'shorts', 'pants'];

export function isShoe(silhouette: Silhouette): silhouette is ShoeSilhouette {
  return shoes.includes(silhouette);
}

function isApparel(silhouette: Silhouette): silhouette is ApparelSilhouette {
  return apparel.includes(silhouette);
}

/**
 * SVG markup of one item drawn inside an 800×800 box. `id` prefixes gradient and clip ids so
 * several items can share one document.
 */
export function drawSilhouette(silhouette: Silhouette, palette: Palette, id: string): string {
  if (silhouette === 'giftcard') return drawGiftCard(palette, id);
  if (isShoe(silhouette)) return drawShoe(silhouette, palette, id);
  if (isApparel(silhouette)) return drawApparel(silhouette, palette, id);
  return drawAccessory(silhouette, palette, id);
}
