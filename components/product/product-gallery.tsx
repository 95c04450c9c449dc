import Image from 'next/image';
import { useTranslations } from 'next-intl';

export function ProductGallery({ images }: { images: { url: string; alt: string }[] }) {
  const t = useTranslations('Product');
  return (
    <ul aria-label={t('gallery')} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {images.map((image, index) => (
        <li
          key={image.url}
          className="relative aspect-square overflow-hidden rounded bg-neutral-100"
        >
          <Image
            src={image.url}
            alt={image.alt}
            fill
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw"
            priority={index === 0}
            className="object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
