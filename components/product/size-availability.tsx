'use client';

import { useTranslations } from 'next-intl';
import type { Variant } from '@/lib/contracts/products';
import { useProductInventory } from '@/services/use-product-inventory';

/** The selected colour's sizes with their stock, which is fetched after the page loads. */
export function SizeAvailability({
  productId,
  variants,
  alwaysAvailable,
}: {
  productId: string;
  variants: Variant[];
  alwaysAvailable: boolean;
}) {
  const t = useTranslations('Product');
  const inventory = useProductInventory(productId);
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold">{t('sizes')}</h2>
      <p aria-live="polite" className="sr-only">
        {inventory.isPending ? t('checkingStock') : ''}
      </p>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
        {variants.map((variant) => {
          const stock = inventory.data?.variants[variant.id];
          const inStock = alwaysAvailable || stock?.stockStatus === 'InStock';
          const known = alwaysAvailable || stock !== undefined;
          return (
            <li
              key={variant.id}
              className={`rounded border px-2 py-2 text-center text-sm ${known && !inStock ? 'border-line text-neutral-400 line-through' : 'border-neutral-400'}`}
            >
              {variant.attributes.size}
              {known && (
                <span className="sr-only">, {inStock ? t('inStock') : t('outOfStock')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
