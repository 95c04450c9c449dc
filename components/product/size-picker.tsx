'use client';

import { useTranslations } from 'next-intl';
import type { InventoryResponse, Variant } from '@/lib/contracts/products';
import type { VariantStock } from '@/lib/product/quick-shop-action';

/** Stock of one variant (spec 002 section 4); digital and reservable products never run out. */
export function stockOf(
  variantId: string | undefined,
  inventory: InventoryResponse | undefined,
  alwaysAvailable: boolean,
): VariantStock {
  if (!variantId) return 'unknown';
  if (alwaysAvailable) return 'InStock';
  return inventory?.variants[variantId]?.stockStatus ?? 'unknown';
}

/**
 * The selected colour's sizes as a radio group. Sold-out sizes stay choosable (struck
 * through) so the shopper can ask to be told when they are back.
 */
export function SizePicker({
  variants,
  inventory,
  alwaysAvailable,
  value,
  onChange,
  name = 'size',
}: {
  variants: Variant[];
  inventory: InventoryResponse | undefined;
  alwaysAvailable: boolean;
  value: string | null;
  onChange: (variantId: string) => void;
  /** Radio group name; differs when a page shows two pickers (page and quick shop). */
  name?: string;
}) {
  const t = useTranslations('Product');
  const checking = !alwaysAvailable && inventory === undefined;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('sizes')}</legend>
      <p aria-live="polite" className="sr-only">
        {checking ? t('checkingStock') : ''}
      </p>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-5">
        {variants.map((variant) => {
          const stock = stockOf(variant.id, inventory, alwaysAvailable);
          const soldOut = stock === 'OutOfStock';
          return (
            <label key={variant.id} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={variant.id}
                checked={value === variant.id}
                onChange={() => onChange(variant.id)}
                className="peer sr-only"
              />
              <span
                className={`block rounded border px-2 py-2 text-center text-sm peer-checked:border-ink peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand ${soldOut ? 'border-line text-neutral-400 line-through' : 'border-neutral-400'}`}
              >
                {variant.attributes.size}
                {stock !== 'unknown' && (
                  <span className="sr-only">, {soldOut ? t('outOfStock') : t('inStock')}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
