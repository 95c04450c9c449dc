'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { RatingStars } from '@/components/reviews/rating-stars';
import { pushDataLayer } from '@/lib/analytics/data-layer';
import { recommendationClickEvent } from '@/lib/analytics/recommendation-events';
import type { RecommendedProduct } from '@/lib/contracts/recommendations';
import { useRecommendations } from '@/services/use-product-page';
import { ProductCard } from './product-card';

/** Spec 002 section 2: carousels of 3, 5 or 6 cards per view, or a plain list. */
export type RecommendationLayout = 3 | 5 | 6 | 'list';

const gridColumns: Record<Exclude<RecommendationLayout, 'list'>, string> = {
  3: 'grid-cols-2 lg:grid-cols-3',
  5: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-5',
  6: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
};

const recommendationList = { id: 'recommendations', name: 'You may also like' };

function RecommendationCard({ product, index }: { product: RecommendedProduct; index: number }) {
  const t = useTranslations('Reviews');
  const card = { ...product, name: product.title };
  return (
    <div
      onClick={(event) => {
        if (!(event.target as Element).closest('a[href]')) return;
        pushDataLayer(recommendationClickEvent(recommendationList, card, index));
      }}
    >
      <ProductCard
        product={card}
        sizes="(min-width: 1024px) 20vw, 50vw"
        details={
          product.rating && (
            <p className="flex items-center gap-1 text-xs">
              <RatingStars rating={product.rating.average} />
              <span className="text-muted">{t('countShort', { count: product.rating.count })}</span>
            </p>
          )
        }
      />
    </div>
  );
}

/**
 * "You may also like" from GET /products/v1/widgetRecommendations. The carousel pages by a
 * full view with previous and next buttons (keyboard-operable) and says which cards show.
 */
export function Recommendations({
  productIds,
  layout = 5,
  limit = 12,
  title,
}: {
  productIds: string[];
  layout?: RecommendationLayout;
  limit?: number;
  title?: string;
}) {
  const t = useTranslations('Recommendations');
  const headingId = useId();
  const [start, setStart] = useState(0);
  const query = useRecommendations(productIds, limit);
  const items = query.data?.recommendations ?? [];
  if (query.isPending) {
    return (
      <section aria-busy="true" aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="type-heading">
          {title ?? t('title')}
        </h2>
        <p className="sr-only">{t('loading')}</p>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-5" aria-hidden="true">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="aspect-square animate-pulse rounded bg-neutral-100" />
          ))}
        </div>
      </section>
    );
  }
  if (items.length === 0) return null;

  if (layout === 'list') {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="type-heading">
          {title ?? t('title')}
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {items.map((product, index) => (
            <li key={product.id}>
              <RecommendationCard product={product} index={index} />
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const perView = layout;
  const shown = items.slice(start, start + perView);
  const last = Math.min(start + perView, items.length);
  const buttonClass =
    'rounded-full border border-ink px-3 py-1 font-semibold disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <section
      aria-roledescription={t('carousel')}
      aria-labelledby={headingId}
      className="flex flex-col gap-4"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="type-heading">
          {title ?? t('title')}
        </h2>
        {items.length > perView && (
          <div className="flex gap-2">
            <button
              type="button"
              className={buttonClass}
              aria-label={t('previous')}
              disabled={start === 0}
              onClick={() => setStart(Math.max(0, start - perView))}
            >
              ‹
            </button>
            <button
              type="button"
              className={buttonClass}
              aria-label={t('next')}
              disabled={last >= items.length}
              onClick={() => setStart(start + perView)}
            >
              ›
            </button>
          </div>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {t('showing', { first: start + 1, last, total: items.length })}
      </p>
      <ul className={`grid gap-4 ${gridColumns[layout]}`}>
        {shown.map((product, index) => (
          <li key={product.id}>
            <RecommendationCard product={product} index={start + index} />
          </li>
        ))}
      </ul>
    </section>
  );
}
