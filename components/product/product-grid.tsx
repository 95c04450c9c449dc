import type { ReactNode } from 'react';
import type { ProductTile } from '@/lib/contracts/products';
import { ProductCard } from './product-card';

/** A listing's list of products; its items are `ProductGridItems`, from the server or the browser. */
export function ProductGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
    >
      {children}
    </ul>
  );
}

/** One card per product; `leading` says whether these open the list, whose first row is seen first. */
export function ProductGridItems({
  products,
  leading,
}: {
  products: ProductTile[];
  leading: boolean;
}) {
  return products.map((product, index) => (
    <li key={product.id}>
      {/* The first row is above the fold on every screen size. */}
      <ProductCard product={product} priority={leading && index < 4} />
    </li>
  ));
}
