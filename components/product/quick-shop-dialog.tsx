'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { QuickShopPayPal } from '@/components/checkout/express/quick-shop-paypal';
import { Dialog } from '@/components/ui/dialog';
import { isPayPalExpressShown } from '@/lib/checkout/paypal-express-machine';
import type { ProductDetails } from '@/lib/contracts/products';
import { useCommerce } from '@/services/commerce-context';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useDialogStore } from '@/stores/dialog-store';
import { Price } from './price';
import { ProductOptions } from './product-options';
import { OptimizedImage } from '@/components/ui/optimized-image';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    quickShop: {
      productId: string;
      /** Set when opened from a cart line: the footer then updates that line. */
      cartItem?: { itemId: string; variantId: string };
    };
  }
}

const payPalExpress = (variantId: string | undefined) => <QuickShopPayPal variantId={variantId} />;

function QuickShopBody({
  product,
  cartItem,
}: {
  product: ProductDetails;
  cartItem?: { itemId: string; variantId: string };
}) {
  const t = useTranslations('QuickShop');
  const closeDialog = useDialogStore((state) => state.closeDialog);
  // Spec 002 section 4: an associate's till session takes payment at the till, not by PayPal.
  const inStoreEmployee = useBuyInStoreStore((state) => state.session !== null);
  const showPayPal = isPayPalExpressShown({ surface: 'quickShop', inStoreEmployee });
  const colors = product.attributes.find((attribute) => attribute.type === 'color')?.options ?? [];
  const startColor =
    product.variants.find((variant) => variant.id === cartItem?.variantId)?.attributes.color ??
    colors[0]?.value;
  const [colorCode, setColorCode] = useState(startColor);
  const image = colors.find((color) => color.value === colorCode)?.images?.[0];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex gap-4">
        {image && (
          <OptimizedImage
            src={image.url}
            alt={image.alt}
            width={112}
            height={112}
            className="size-28 rounded bg-neutral-100 object-cover"
          />
        )}
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{product.name}</p>
          <Price price={product.price} currency={product.currency} className="text-sm" />
          <Link href={product.url} className="text-sm underline underline-offset-4">
            {t('viewDetails')}
          </Link>
        </div>
      </div>
      <ProductOptions
        product={product}
        initialColor={startColor}
        initialVariantId={cartItem?.variantId}
        onColorChange={setColorCode}
        nameSuffix="-quick-shop"
        cartItemId={cartItem?.itemId}
        showStoreStock={false}
        onDone={() => closeDialog('quickShop')}
        expressCheckout={showPayPal ? payPalExpress : undefined}
      />
    </div>
  );
}

function QuickShopContent({
  productId,
  cartItem,
}: {
  productId: string;
  cartItem?: { itemId: string; variantId: string };
}) {
  const t = useTranslations('QuickShop');
  const { products } = useCommerce();
  const details = useQuery({
    queryKey: ['products', productId, 'details'],
    queryFn: () => products.getDetails(productId),
    staleTime: 5 * 60_000,
  });
  if (details.isPending) return <p role="status">{t('loading')}</p>;
  if (details.isError) return <p role="alert">{details.error.message}</p>;
  return <QuickShopBody product={details.data} cartItem={cartItem} />;
}

/** Spec 002 section 2: colour and size pickers with the footer action of section 4. */
export function QuickShopDialog() {
  const t = useTranslations('QuickShop');
  return (
    <Dialog id="quickShop" title={t('title')}>
      {(payload) => (
        <QuickShopContent
          key={`${payload.productId}:${payload.cartItem?.itemId ?? ''}`}
          productId={payload.productId}
          cartItem={payload.cartItem}
        />
      )}
    </Dialog>
  );
}
