'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { useCartCount } from '@/services/use-cart-count';
import { useCartSync } from '@/services/use-cart-sync';

export function CartLink({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  // The header is on every page, so it is where the bag is kept in step with other tabs.
  useCartSync();
  const count = useCartCount();
  return (
    // The shopper's own bag, read in the browser: not prefetched on every page load.
    <Link
      href={`/${locale}/cart`}
      prefetch={false}
      aria-label={t('cart', { count })}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-neutral-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M5 8h14l-1.2 12H6.2L5 8Z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand px-1 text-center text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
