'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { favoritesPath } from '@/lib/routes';
import { useFavoritesOffered } from '@/services/favorites-offered';

/** The header's way to the favorites; absent where favorites are off and for employees. */
export function FavoritesLink({ locale }: { locale: Locale }) {
  const t = useTranslations('Favorites');
  if (!useFavoritesOffered()) return null;
  return (
    <Link
      href={favoritesPath(locale)}
      aria-label={t('headerLink')}
      className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-neutral-100"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
      </svg>
    </Link>
  );
}
