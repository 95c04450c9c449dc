import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/auth/account-menu';
import type { MenuCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { CartLink } from './cart-link';
import { FavoritesLink } from './favorites-link';
import { MainNav } from './main-nav';
import { PageTypeMarker } from './page-type-marker';
import { SearchBox } from './search-box';

export async function SiteHeader({ locale, menu }: { locale: Locale; menu: MenuCanvas | null }) {
  const t = await getTranslations('Header');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <PageTypeMarker />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link
          href={`/${locale}`}
          className="text-2xl font-black tracking-tight"
          aria-label={t('homeLink')}
        >
          STRIDE
        </Link>
        {menu && <MainNav items={menu.items} />}
        {/* Pushes search and the account links right, also where search is hidden (checkout). */}
        <div aria-hidden="true" className="hidden flex-1 sm:block" />
        {/* On phones the search box takes its own full-width row under the logo. */}
        <SearchBox locale={locale} className="order-last w-full sm:order-none sm:w-auto" />
        <div className="ml-auto flex items-center gap-3 sm:ml-0">
          <AccountMenu locale={locale} />
          <FavoritesLink locale={locale} />
          <CartLink locale={locale} />
        </div>
      </div>
    </header>
  );
}
