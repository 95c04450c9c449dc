import { useTranslations } from 'next-intl';

/** Five stars filled to the rating, read out as "4.3 out of 5 stars". */
export function RatingStars({ rating, className = '' }: { rating: number; className?: string }) {
  const t = useTranslations('Reviews');
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span
      role="img"
      aria-label={t('stars', { rating })}
      className={`relative inline-block leading-none ${className}`}
    >
      <span aria-hidden="true" className="text-neutral-300">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-0 overflow-hidden whitespace-nowrap text-amber-500"
        style={{ width: `${percent}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
