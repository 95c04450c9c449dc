'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { reviewSorts, type ReviewSort } from '@/lib/contracts/review-limits';
import { useReviews } from '@/services/use-reviews';
import { useDialogStore } from '@/stores/dialog-store';
import { useToastStore } from '@/stores/toast-store';
import { RatingSummary } from './rating-summary';
import { WriteReviewForm } from './lazy-review-forms';
import { ReviewItem } from './review-item';
import { UserContentSection } from './user-content-section';

declare module '@/stores/dialog-store' {
  interface DialogPayloads {
    reviewUserContent: { productId: string; productName: string };
  }
}

const PAGE_SIZE = 5;

/** Rating summary, sorted and paged reviews, and the write-a-review dialog. */
export function ReviewsSection({
  productId,
  productName,
}: {
  productId: string;
  productName: string;
}) {
  const t = useTranslations('Reviews');
  const sortId = useId();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const reviews = useReviews(productId, page, sort, PAGE_SIZE);
  const openDialog = useDialogStore((state) => state.openDialog);
  const closeDialog = useDialogStore((state) => state.closeDialog);
  const showToast = useToastStore((state) => state.showToast);
  const data = reviews.data;

  return (
    <UserContentSection
      headingId="reviews-heading"
      title={t('title')}
      actionLabel={t('write')}
      onAction={() => openDialog('reviewUserContent', { productId, productName })}
      list={reviews}
      loadingText={t('loading')}
      loadFailedText={t('loadFailed')}
    >
      {data && (
        <>
          <RatingSummary summary={data.summary} />
          {data.total === 0 ? (
            <p>{t('empty')}</p>
          ) : (
            <>
              <div className="flex items-center gap-2">
                <label htmlFor={sortId} className="text-sm font-medium">
                  {t('sortLabel')}
                </label>
                <select
                  id={sortId}
                  value={sort}
                  onChange={(event) => {
                    setSort(event.target.value as ReviewSort);
                    setPage(1);
                  }}
                  className="rounded-md border border-neutral-400 px-2 py-1 text-sm"
                >
                  {reviewSorts.map((option) => (
                    <option key={option} value={option}>
                      {t(`sort.${option}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div aria-busy={reviews.isFetching} aria-label={t('listLabel')} role="region">
                {data.reviews.map((review) => (
                  <ReviewItem
                    key={review.id}
                    productId={productId}
                    review={review}
                    canTranslate={data.canTranslate}
                  />
                ))}
              </div>
              <Pagination
                page={data.page}
                pageCount={data.pageCount}
                onPage={setPage}
                label={t('pagesLabel')}
              />
            </>
          )}
        </>
      )}
      <Dialog id="reviewUserContent" title={t('writeTitle', { name: productName })}>
        {(payload) => (
          <WriteReviewForm
            productId={payload.productId}
            onWritten={() => {
              closeDialog('reviewUserContent');
              setSort('newest');
              setPage(1);
              showToast({ title: t('thanks'), type: 'success' });
            }}
          />
        )}
      </Dialog>
    </UserContentSection>
  );
}
