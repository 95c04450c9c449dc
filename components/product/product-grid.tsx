import type { ProductTile } from '@/lib/contracts/products';
import { ProductCard } from './product-card';

export function ProductGrid({ products, label }: { products: ProductTile[]; label: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
    >
      {products.map((product, index) => (
        <li key={product.id}>
          {/* The first row is above the fold on every screen size. */}
          <ProductCard product={product} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}
