import { OptimizedImage } from '@/components/ui/optimized-image';

/** A line's thumbnail; decorative, since the name next to it says what it is. */
export function CartItemImage({ src, size }: { src: string | null; size: number }) {
  return (
    <div
      className="relative shrink-0 overflow-hidden rounded bg-neutral-100"
      style={{ width: size, height: size }}
    >
      {/* Only our own media is served through the image optimizer (next.config localPatterns). */}
      {src?.startsWith('/') && (
        <OptimizedImage src={src} alt="" fill sizes={`${size}px`} className="object-cover" />
      )}
    </div>
  );
}
