'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ExpressCheckoutSlot } from '@/components/checkout/express/express-checkout-slot';
import type { ProductDetails } from '@/lib/contracts/products';
import { useProductInventory } from '@/services/use-product-inventory';
import { useDialogStore } from '@/stores/dialog-store';
import { ColorPicker } from './color-picker';
import { PickupInStoreAction } from './pickup-in-store-action';
import { PurchasePanel } from './purchase-panel';
import { SessionStoreStock } from './session-store-stock';
import { SizePicker, stockOf } from './size-picker';

const secondaryLinkClass = 'text-sm font-medium underline underline-offset-4';

/**
 * Colour, size and the purchase control: the part the product page and the quick shop share.
 * `nameSuffix` keeps the radio groups of two copies on one page apart.
 */
export function ProductOptions({
  product,
  initialColor,
  initialVariantId,
  onColorChange,
  nameSuffix = '',
  notifyMeEnabled,
  cartItemId,
  onDone,
  expressCheckout,
  showStoreStock = true,
}: {
  product: ProductDetails;
  initialColor?: string;
  initialVariantId?: string;
  onColorChange?: (color: string) => void;
  nameSuffix?: string;
  notifyMeEnabled?: boolean;
  cartItemId?: string;
  onDone?: () => void;
  expressCheckout?: ExpressCheckoutSlot;
  showStoreStock?: boolean;
}) {
  const t = useTranslations('ProductPage');
  const openDialog = useDialogStore((state) => state.openDialog);
  const inventory = useProductInventory(product.id);
  const colors = product.attributes.find((attribute) => attribute.type === 'color')?.options ?? [];
  const startVariant = product.variants.find((v) => v.id === initialVariantId);
  const [colorCode, setColorCode] = useState(
    startVariant?.attributes.color ?? initialColor ?? colors[0]?.value ?? '',
  );
  const [variantId, setVariantId] = useState<string | null>(startVariant?.id ?? null);
  const variants = product.variants.filter((variant) => variant.attributes.color === colorCode);
  const variant = variants.find((candidate) => candidate.id === variantId);
  const alwaysAvailable = product.isDigital || product.isReservable;
  const stock = stockOf(variant?.id, inventory.data, alwaysAvailable);
  const hasSizeChart = product.kind !== 'giftcard';

  const chooseColor = (code: string) => {
    setColorCode(code);
    // Keep the size when the new colour has it, so switching colours does not lose the choice.
    const size = variant?.attributes.size;
    const same = product.variants.find(
      (candidate) => candidate.attributes.color === code && candidate.attributes.size === size,
    );
    setVariantId(same?.id ?? null);
    onColorChange?.(code);
  };

  return (
    <div className="flex flex-col gap-5">
      {colors.length > 0 && (
        <ColorPicker
          options={colors}
          value={colorCode}
          onChange={chooseColor}
          name={`color${nameSuffix}`}
        />
      )}
      <SizePicker
        productType={product.productType}
        variants={variants}
        inventory={inventory.data}
        alwaysAvailable={alwaysAvailable}
        value={variant?.id ?? null}
        onChange={setVariantId}
        name={`size${nameSuffix}`}
      />
      {showStoreStock && !product.isDigital && (
        <SessionStoreStock productId={product.id} variantId={variant?.id ?? null} />
      )}
      <div className="flex flex-wrap gap-4">
        {hasSizeChart && (
          <button
            type="button"
            className={secondaryLinkClass}
            onClick={() => openDialog('sizeChart', { productType: product.productType })}
          >
            {t('sizeChart')}
          </button>
        )}
        {showStoreStock && !product.isDigital && (
          <button
            type="button"
            className={`${secondaryLinkClass} disabled:cursor-not-allowed disabled:opacity-50`}
            disabled={!variant}
            aria-describedby={variant ? undefined : `store-stock-hint${nameSuffix}`}
            onClick={() =>
              variant &&
              openDialog('storeStock', {
                productId: product.id,
                variantId: variant.id,
                productName: product.name,
                size: variant.attributes.size,
              })
            }
          >
            {t('checkStoreStock')}
          </button>
        )}
        {showStoreStock && !variant && !product.isDigital && (
          <span id={`store-stock-hint${nameSuffix}`} className="sr-only">
            {t('chooseSizeFirst')}
          </span>
        )}
      </div>
      <PurchasePanel
        product={product}
        variant={variant}
        stock={stock}
        notifyMeEnabled={notifyMeEnabled}
        cartItemId={cartItemId}
        onDone={onDone}
        expressCheckout={expressCheckout}
      />
      {showStoreStock && !product.isDigital && !cartItemId && product.kind !== 'giftcard' && (
        <PickupInStoreAction product={product} variant={variant} />
      )}
    </div>
  );
}
