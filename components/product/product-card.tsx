import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ProductTile } from '@/lib/contracts/products';
import { FavoriteButton } from './favorite-button';
import { Price } from './price';
import { QuickShopButton } from './quick-shop-button';
import { OptimizedImage } from '@/components/ui/optimized-image';

/** What a card needs; listings also send a badge, an eyebrow and a colour count. */
export type CardProduct = Pick<
  ProductTile,
  'id' | 'name' | 'url' | 'image' | 'currency' | 'price'
> &
  Partial<Pick<ProductTile, 'badge' | 'eyebrow' | 'colorCount'>>;

/** A product in a grid or carousel: image, heart, name linking to the product, price, quick shop. */
export function ProductCard({
  product,
  priority = false,
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw',
  details,
}: {
  product: CardProduct;
  priority?: boolean;
  /** The image's width in the layout, for responsive image sizes. */
  sizes?: string;
  /** Shown above the price, e.g. a rating. */
  details?: ReactNode;
}) {
  const t = useTranslations('Product');
  return (
    <article className="group relative flex flex-col gap-2">
      <div className="relative aspect-square overflow-hidden rounded bg-neutral-100">
        {product.image && (
          <OptimizedImage
            src={product.image.url}
            alt={product.image.alt}
            fill
            sizes={sizes}
            className="object-cover transition-transform duration-300 group-hover:scale-105"
            preload={priority}
          />
        )}
        <FavoriteButton
          productId={product.id}
          productName={product.name}
          className="absolute right-2 top-2"
        />
        {product.badge && (
          <span className="absolute left-2 top-2 rounded bg-white px-2 py-0.5 text-xs font-semibold uppercase">
            {product.badge}
          </span>
        )}
      </div>
      {product.eyebrow && (
        <p className="text-xs font-semibold uppercase text-brand-dark">{product.eyebrow}</p>
      )}
      <h3 className="text-sm font-medium">
        {/* The link covers the whole card; one tab stop per product. */}
        <Link href={product.url} className="after:absolute after:inset-0">
          {product.name}
        </Link>
      </h3>
      {product.colorCount !== undefined && product.colorCount > 1 && (
        <p className="text-xs text-muted">{t('colors', { count: product.colorCount })}</p>
      )}
      {details}
      <Price price={product.price} currency={product.currency} className="text-sm" />
      <QuickShopButton productId={product.id} productName={product.name} />
    </article>
  );
}
