'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { Review } from '@/lib/contracts/reviews';
import { languageOf, type Locale } from '@/lib/i18n/locales';
import { useFlagReview, useReviewVote, useTranslateReview } from '@/services/use-reviews';
import { HelpfulButtons } from './helpful-buttons';
import { RatingStars } from './rating-stars';

export function ReviewItem({
  productId,
  review,
  canTranslate,
}: {
  productId: string;
  review: Review;
  canTranslate: boolean;
}) {
  const t = useTranslations('Reviews');
  const format = useFormatter();
  const locale = useLocale() as Locale;
  const language = languageOf(locale);
  const vote = useReviewVote(productId);
  const flag = useFlagReview(productId);
  const translate = useTranslateReview();
  const translated = translate.data;
  // Offered only for reviews written in another language than the page's.
  const foreign = languageOf(review.locale as Locale) !== language;

  return (
    <article className="flex flex-col gap-2 border-b border-line py-4">
      <div className="flex flex-wrap items-center gap-2">
        <RatingStars rating={review.rating} />
        <h3 className="font-semibold">{translated?.title ?? review.title}</h3>
      </div>
      <p className="text-xs text-muted">
        {t('byline', {
          nickname: review.nickname,
          date: format.dateTime(new Date(review.createdAt), { dateStyle: 'medium' }),
        })}
      </p>
      <p className="text-sm">{translated?.text ?? review.text}</p>
      {canTranslate && foreign && !translated && (
        <button
          type="button"
          className="w-fit text-sm underline underline-offset-4"
          disabled={translate.isPending}
          onClick={() => translate.mutate({ reviewId: review.id, language })}
        >
          {translate.isPending ? t('translating') : t('translate')}
        </button>
      )}
      {translate.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('translateFailed')}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <HelpfulButtons
          helpfulCount={review.helpfulCount}
          unhelpfulCount={review.unhelpfulCount}
          onVote={(value) => vote.mutateAsync({ reviewId: review.id, vote: value })}
        />
        {flag.isSuccess ? (
          <p role="status" className="text-xs text-muted">
            {t('reported')}
          </p>
        ) : (
          <button
            type="button"
            className="text-xs underline underline-offset-4"
            disabled={flag.isPending}
            onClick={() => flag.mutate(review.id)}
          >
            {t('report')}
          </button>
        )}
      </div>
    </article>
  );
}
