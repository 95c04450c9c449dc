import type { ReactNode } from 'react';
import type { Alignment, Media } from '@/lib/contracts/cms/primitives';
import { textAlignClass } from './alignment';
import { OptimizedImage } from '@/components/ui/optimized-image';

type Variant = 'cards' | 'stacked' | 'stacked-split' | undefined;

/**
 * A card's picture and its words. `stacked-split` puts the picture beside the words from medium
 * screens up; the other variants put it above them.
 */
export function CardShell({
  media,
  decorative,
  variant,
  alignment = 'left',
  children,
}: {
  media: Media;
  /** The card's link already names it; the picture only illustrates it. */
  decorative: boolean;
  variant: Variant;
  alignment?: Alignment;
  children: ReactNode;
}) {
  const split = variant === 'stacked-split';
  return (
    <div className={`relative flex h-full flex-col gap-3 ${split ? 'md:flex-row md:gap-6' : ''}`}>
      <OptimizedImage
        src={media.url}
        alt={decorative ? '' : media.alt}
        width={media.width}
        height={media.height}
        sizes={
          variant === 'stacked'
            ? '100vw'
            : split
              ? '(min-width: 768px) 50vw, 100vw'
              : '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 85vw'
        }
        className={`w-full rounded-lg object-cover ${variant === 'stacked' ? 'aspect-[21/9]' : 'aspect-[4/3]'} ${split ? 'md:w-1/2' : ''}`}
      />
      <div
        className={`flex flex-col gap-2 ${textAlignClass[alignment]} ${split ? 'md:flex-1 md:justify-center' : ''}`}
      >
        {children}
      </div>
    </div>
  );
}
