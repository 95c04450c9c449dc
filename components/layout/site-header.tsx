import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/auth/account-menu';
import { sanitizeRichHtml } from '@/lib/content/rich-html';
import type { MenuCanvas } from '@/lib/contracts/cms/menu';
import type { Locale } from '@/lib/i18n/locales';
import { favoritesPath } from '@/lib/routes';
import { CartLink } from './cart-link';
import { HideOnScroll } from './hide-on-scroll';
import { MainNav } from './main-nav';
import { PageTypeMarker } from './page-type-marker';
import { SearchBox } from './search-box';
import { WhereFavoritesOffered } from './where-favorites-offered';

export async function SiteHeader({ locale, menu }: { locale: Locale; menu: MenuCanvas | null }) {
  const t = await getTranslations('Header');
  const tFavorites = await getTranslations('Favorites');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white motion-safe:transition-transform data-[scrolled-away]:-translate-y-full">
      <PageTypeMarker />
      <HideOnScroll />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link
          href={`/${locale}`}
          className="text-2xl font-black tracking-tight"
          aria-label={t('homeLink')}
        >
          STRIDE
        </Link>
        {menu && (
          <MainNav
            items={menu.items.map((item) => ({
              ...item,
              titleHtml: item.titleHtml && sanitizeRichHtml(item.titleHtml),
            }))}
            mobileThirdLevel={menu.mobileThirdLevel}
          />
        )}
        {/* Pushes search and the account links right, also where search is hidden (checkout). */}
        <div aria-hidden="true" className="hidden flex-1 sm:block" />
        {/* On phones the search box takes its own full-width row under the logo. */}
        <SearchBox locale={locale} className="order-last w-full sm:order-none sm:w-auto" />
        <div className="ml-auto flex items-center gap-3 sm:ml-0">
          <AccountMenu locale={locale} />
          <WhereFavoritesOffered>
            {/* The shopper's own list, read in the browser: not prefetched on every page load. */}
            <Link
              href={favoritesPath(locale)}
              prefetch={false}
              aria-label={tFavorites('headerLink')}
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
          </WhereFavoritesOffered>
          <CartLink locale={locale} />
        </div>
      </div>
    </header>
  );
}
