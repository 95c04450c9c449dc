'use client';

import { useLocale, useTranslations } from 'next-intl';
import { settingsFor, type Locale } from '@/lib/i18n/locales';
import { sizeIn, sizeLabel, type SizeSystem } from '@/lib/product/shoe-sizes';
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
 * The selected colour's sizes as a radio group, in the shoe sizes of the shopper's country
 * with the store's US size beneath. Sold-out sizes stay choosable (struck through) so the
 * shopper can ask to be told when they are back.
 */
export function SizePicker({
  productType,
  variants,
  inventory,
  alwaysAvailable,
  value,
  onChange,
  name = 'size',
}: {
  /** Which conversion table applies (shoes convert, apparel does not). */
  productType: string;
  variants: Variant[];
  inventory: InventoryResponse | undefined;
  alwaysAvailable: boolean;
  value: string | null;
  onChange: (variantId: string) => void;
  /** Radio group name; differs when a page shows two pickers (page and quick shop). */
  name?: string;
}) {
  const t = useTranslations('Product');
  const { sizeSystem } = settingsFor(useLocale() as Locale);
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
                className={`block rounded border px-2 py-2 text-center text-sm peer-checked:border-ink peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand ${soldOut ? 'border-dashed border-neutral-400 bg-neutral-100 text-muted line-through' : 'border-neutral-400'}`}
              >
                <SizeFace
                  productType={productType}
                  usSize={variant.attributes.size}
                  system={sizeSystem}
                />
                <span className="sr-only">
                  {sizeLabel(productType, variant.attributes.size, sizeSystem)}
                  {stock !== 'unknown' && `, ${soldOut ? t('outOfStock') : t('inStock')}`}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** What the eye reads: the shopper's size, large, over the store's US size, small. */
function SizeFace({
  productType,
  usSize,
  system,
}: {
  productType: string;
  usSize: string;
  system: SizeSystem;
}) {
  const { size, converted } = sizeIn(productType, usSize, system);
  return (
    <span aria-hidden="true">
      {size}
      {converted && <span className="block text-xs text-muted">US {usSize}</span>}
    </span>
  );
}
