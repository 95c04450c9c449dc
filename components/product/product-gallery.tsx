import { useTranslations } from 'next-intl';
import { OptimizedImage } from '@/components/ui/optimized-image';

/** A swipeable row on phones (the next picture peeks), two columns from small screens up. */
export function ProductGallery({
  images,
  className = '',
}: {
  images: { url: string; alt: string }[];
  className?: string;
}) {
  const t = useTranslations('Product');
  return (
    <ul
      aria-label={t('gallery')}
      // Scrollable on phones, so it takes focus for arrow-key scrolling.
      tabIndex={0}
      className={`-mx-4 flex snap-x snap-mandatory gap-2 overflow-x-auto px-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:self-start ${className}`}
    >
      {images.map((image, index) => (
        <li
          key={image.url}
          className="relative aspect-square w-4/5 shrink-0 snap-start overflow-hidden rounded bg-neutral-100 sm:w-auto"
        >
          <OptimizedImage
            src={image.url}
            alt={image.alt}
            fill
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 80vw"
            preload={index === 0}
            className="object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
