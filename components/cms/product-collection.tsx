import type { CanvasComponent } from '@/lib/contracts/content';
import type { ProductTile } from '@/lib/contracts/products';
import { resolveLayouts } from '@/lib/content/collection-layout';
import { ProductCard } from '../product/product-card';
import { CollectionFrame } from './collections/collection-frame';

type Collection = Extract<CanvasComponent, { type: 'product-collection' }>;

/** A category's newest products as a grid, or a carousel at the breakpoints the editor chose. */
export function ProductCollection({
  collection,
  products,
  priority,
}: {
  collection: Collection;
  products: ProductTile[];
  /** The page's first block: its first row is likely the largest paint. */
  priority: boolean;
}) {
  if (products.length === 0) return null;
  return (
    <CollectionFrame
      title={collection.title}
      textLink={collection.textLink}
      alignment={collection.alignment}
      layouts={resolveLayouts(collection.breakpoints)}
      // Product cards are small: a rail keeps its columns whatever the count.
      columns={{ sm: 2, md: 3, lg: 4 }}
      items={products.map((product, index) => ({
        key: product.id,
        // The first row is above the fold on every screen size.
        content: <ProductCard product={product} priority={priority && index < 4} />,
      }))}
    />
  );
}
