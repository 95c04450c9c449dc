'use client';

import dynamic from 'next/dynamic';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';

// The product page's sections below the purchase panel: their code (reviews' and questions'
// dialogs, the recommendation carousel, upsells' add to bag) loads after the page, once the
// shopper nears them.
const ReviewsSection = dynamic(
  () => import('@/components/reviews/reviews-section').then((m) => m.ReviewsSection),
  { ssr: false },
);
const QuestionsSection = dynamic(
  () => import('@/components/reviews/questions-section').then((m) => m.QuestionsSection),
  { ssr: false },
);
const Recommendations = dynamic(() => import('./recommendations').then((m) => m.Recommendations), {
  ssr: false,
});
const CompleteTheLook = dynamic(
  () => import('./complete-the-look').then((m) => m.CompleteTheLook),
  {
    ssr: false,
  },
);
const Upsells = dynamic(() => import('./upsells').then((m) => m.Upsells), { ssr: false });

export function LazyUpsells({ productId }: { productId: string }) {
  return (
    <WhenNearViewport>
      <Upsells productIds={[productId]} />
    </WhenNearViewport>
  );
}

/** Complete the look, recommendations, reviews and questions, in page order. */
export function LazyProductSections({
  productId,
  productName,
}: {
  productId: string;
  productName: string;
}) {
  return (
    <WhenNearViewport placeholderClassName="min-h-96">
      <CompleteTheLook productId={productId} />
      <Recommendations productIds={[productId]} layout={5} />
      <ReviewsSection productId={productId} productName={productName} />
      <QuestionsSection productId={productId} productName={productName} />
    </WhenNearViewport>
  );
}
