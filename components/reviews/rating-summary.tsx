import { useTranslations } from 'next-intl';
import type { RatingSummary as Summary } from '@/lib/contracts/reviews';
import { RatingStars } from './rating-stars';

/** Average, count and how many reviews gave each rating. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const t = useTranslations('Reviews');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-8">
      <div className="flex flex-col gap-1">
        <p className="text-4xl font-black">{summary.average.toFixed(1)}</p>
        <RatingStars rating={summary.average} className="text-xl" />
        <p className="text-sm text-muted">{t('count', { count: summary.count })}</p>
      </div>
      <dl className="flex flex-1 flex-col gap-1 text-sm">
        {summary.distribution.map(({ rating, count }) => {
          const share = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <div key={rating} className="flex items-center gap-2">
              <dt className="w-16 shrink-0">{t('starsShort', { rating })}</dt>
              <dd className="flex flex-1 items-center gap-2">
                <span
                  aria-hidden="true"
                  className="h-2 flex-1 overflow-hidden rounded bg-neutral-200"
                >
                  <span className="block h-full bg-amber-500" style={{ width: `${share}%` }} />
                </span>
                <span className="w-8 text-right">{count}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
