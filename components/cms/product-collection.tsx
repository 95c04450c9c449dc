import Link from 'next/link';
import type { CanvasComponent } from '@/lib/contracts/content';
import type { ProductTile } from '@/lib/contracts/products';
import { ProductGrid } from '../product/product-grid';

type Collection = Extract<CanvasComponent, { type: 'product-collection' }>;

export function ProductCollection({
  collection,
  products,
}: {
  collection: Collection;
  products: ProductTile[];
}) {
  if (products.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-4">
        <h2 className="text-2xl font-bold">{collection.title}</h2>
        {collection.textLink && (
          <Link href={collection.textLink.url} className="text-sm font-semibold underline">
            {collection.textLink.text}
          </Link>
        )}
      </div>
      <ProductGrid products={products} label={collection.title} />
    </div>
  );
}
