import { useFormatter, useTranslations } from 'next-intl';
import { ExperimentText } from '@/components/experiments/experiment-text';
import type { ProductDetails } from '@/lib/contracts/products';
import { PDP_PROMISE_FLAG } from '@/lib/experiments/constants';
import { RETURN_WINDOW_DAYS } from '@/lib/orders/after-sales-windows';
import { LazyProductSections, LazyUpsells } from './lazy-product-sections';
import { FavoriteButton } from './favorite-button';
import { Price } from './price';
import { ProductColorPanel } from './product-color-panel';

/**
 * The product page. Drawn on the server: only the colour panel (gallery and purchase controls),
 * the heart and the sections below load as client code, so the name, price and description
 * hydrate without formatting again in the browser.
 */
export function ProductView({ product }: { product: ProductDetails }) {
  const t = useTranslations('Product');
  const format = useFormatter();
  return (
    <div className="flex flex-col gap-12">
      {/* On phones the name and price come before the gallery, and the gallery is one swipeable
          row, so add to cart is in reach without scrolling past every picture. */}
      <div className="grid gap-x-8 gap-y-5 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr]">
        <div className="flex flex-col gap-3 lg:col-start-2 lg:row-start-1">
          <div className="flex flex-col gap-1">
            {product.eyebrow && (
              <p className="text-sm font-semibold uppercase text-brand-dark">{product.eyebrow}</p>
            )}
            {product.badge && (
              <p className="w-fit rounded bg-neutral-100 px-2 py-0.5 text-xs font-semibold uppercase">
                {product.badge}
              </p>
            )}
            <div className="flex items-start justify-between gap-3">
              <h1 className="type-title">{product.name}</h1>
              <FavoriteButton productId={product.id} productName={product.name} />
            </div>
            <p className="text-xs text-muted">{t('styleId', { id: product.styleId })}</p>
          </div>
          <Price price={product.price} currency={product.currency} className="text-lg" />
        </div>
        <ProductColorPanel
          product={product}
          beforeOptions={
            <>
              {product.presale && <p className="font-semibold">{t('presale')}</p>}
              {product.targetPublishDate && (
                <p className="font-semibold">
                  {t('comingSoon', {
                    date: format.dateTime(new Date(product.targetPublishDate), {
                      dateStyle: 'long',
                    }),
                  })}
                </p>
              )}
            </>
          }
        >
          <ExperimentText
            flagKey={PDP_PROMISE_FLAG}
            className="text-sm"
            baseline={t('returnsPromise', { days: RETURN_WINDOW_DAYS })}
            variations={{
              return_free: t('returnsPromiseFreeReturn', { days: RETURN_WINDOW_DAYS }),
            }}
          />
          <LazyUpsells productId={product.id} />
          <section className="flex flex-col gap-2">
            <h2 className="type-subheading">{t('description')}</h2>
            <p>{product.description}</p>
          </section>
          {product.details.length > 0 && (
            <section className="flex flex-col gap-2">
              <h2 className="type-subheading">{t('details')}</h2>
              <ul className="list-disc pl-5 text-sm">
                {product.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </section>
          )}
          {product.modelMeasurements && (
            <section className="flex flex-col gap-2">
              <h2 className="type-subheading">{t('modelMeasurements')}</h2>
              <p className="text-sm">{product.modelMeasurements}</p>
            </section>
          )}
        </ProductColorPanel>
      </div>
      <LazyProductSections productId={product.id} productName={product.name} />
    </div>
  );
}
