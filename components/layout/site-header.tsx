import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AccountMenu } from '@/components/auth/account-menu';
import type { MenuCanvas } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { CartLink } from './cart-link';
import { MainNav } from './main-nav';
import { SearchBox } from './search-box';

export async function SiteHeader({ locale, menu }: { locale: Locale; menu: MenuCanvas | null }) {
  const t = await getTranslations('Header');
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3">
        <Link
          href={`/${locale}`}
          className="text-2xl font-black tracking-tight"
          aria-label={t('homeLink')}
        >
          STRIDE
        </Link>
        {menu && <MainNav items={menu.items} />}
        <div className="ml-auto flex items-center gap-3">
          <SearchBox locale={locale} />
          <AccountMenu locale={locale} />
          <CartLink locale={locale} />
        </div>
      </div>
    </header>
  );
}
