import { useTranslations } from 'next-intl';

/** Spec 002 section 2: 16 placeholder cards while a listing loads. */
export const SKELETON_CARDS = 16;

export function ProductGridSkeleton() {
  const t = useTranslations('Listing');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <ul
        aria-hidden="true"
        data-testid="product-skeletons"
        className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4"
      >
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="flex animate-pulse flex-col gap-2">
            <div className="aspect-square rounded bg-neutral-200" />
            <div className="h-4 w-3/4 rounded bg-neutral-200" />
            <div className="h-4 w-1/3 rounded bg-neutral-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}
