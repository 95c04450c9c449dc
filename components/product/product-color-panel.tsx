'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { productApplePaySlot } from '@/components/checkout/express/product-apple-pay-slot';
import { viewItemEvent } from '@/lib/analytics/catalog-events';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import type { ProductDetails } from '@/lib/contracts/products';
import { ProductGallery } from './product-gallery';
import { ProductOptions } from './product-options';

/**
 * The product page's island: the gallery of the chosen colour and the colour, size and purchase
 * controls, side by side in the page's grid. What the server draws around the controls comes in
 * `beforeOptions` and `children`, so it hydrates without running again in the browser.
 */
export function ProductColorPanel({
  product,
  beforeOptions,
  children,
}: {
  product: ProductDetails;
  beforeOptions?: ReactNode;
  children?: ReactNode;
}) {
  const colors = product.attributes.find((attribute) => attribute.type === 'color')?.options ?? [];
  const [colorCode, setColorCode] = useState(colors[0]?.value ?? '');
  const color = colors.find((option) => option.value === colorCode) ?? colors[0];

  useEffect(() => pushDataLayer(viewItemEvent(product)), [product]);

  return (
    <>
      <ProductGallery
        images={color?.images ?? []}
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
      />
      <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-2">
        {beforeOptions}
        <ProductOptions
          product={product}
          initialColor={color?.value}
          onColorChange={setColorCode}
          expressCheckout={productApplePaySlot(product)}
        />
        {children}
      </div>
    </>
  );
}
