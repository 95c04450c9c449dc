'use client';

import { useTranslations } from 'next-intl';
import { useProductSets } from '@/services/use-product-page';
import { ProductCard } from './product-card';

/** The product's sets (GET .../productSets) as "complete the look" rows. */
export function CompleteTheLook({ productId }: { productId: string }) {
  const t = useTranslations('ProductPage');
  const sets = useProductSets(productId);
  const list = sets.data?.productSets ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="complete-the-look" className="flex flex-col gap-6">
      <h2 id="complete-the-look" className="type-heading">
        {t('completeTheLook')}
      </h2>
      {list.map((set) => (
        <div key={set.id} className="flex flex-col gap-3">
          <h3 className="font-semibold">{set.name}</h3>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {set.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
