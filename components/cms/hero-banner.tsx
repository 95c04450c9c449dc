import Image from 'next/image';
import Link from 'next/link';
import type { CanvasComponent } from '@/lib/contracts/content';

type Hero = Extract<CanvasComponent, { type: 'hero-banner' }>;

export function HeroBanner({ banner, priority }: { banner: Hero; priority: boolean }) {
  const Title = banner.titleH1 ? 'h1' : 'h2';
  return (
    <div className="relative isolate overflow-hidden rounded-lg bg-neutral-900 text-white">
      <Image
        src={banner.media.url}
        alt={banner.media.alt}
        width={banner.media.width}
        height={banner.media.height}
        sizes="(min-width: 1280px) 1280px, 100vw"
        priority={priority}
        className="absolute inset-0 -z-10 h-full w-full object-cover opacity-80"
      />
      {/* The "focused" gradient keeps text readable on light images. */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/70 via-black/30 to-transparent" />
      <div className="flex min-h-[22rem] max-w-xl flex-col justify-center gap-3 p-8 sm:p-12">
        {banner.eyebrowText && (
          <p className="text-sm font-semibold uppercase tracking-wide">{banner.eyebrowText}</p>
        )}
        <Title className="text-4xl font-black leading-tight sm:text-5xl">{banner.title}</Title>
        {banner.subtitle && <p className="text-lg">{banner.subtitle}</p>}
        {banner.targets.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-3">
            {banner.targets.map((target) => (
              <Link
                key={target.url}
                href={target.url}
                className={
                  target.style === 'primary'
                    ? 'rounded-full bg-white px-6 py-3 font-semibold text-ink hover:bg-neutral-200'
                    : 'rounded-full border border-white px-6 py-3 font-semibold hover:bg-white/10'
                }
              >
                {target.text}
              </Link>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
