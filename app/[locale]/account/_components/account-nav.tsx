'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import {
  accountPath,
  accountSectionPath,
  contactUsPath,
  favoritesPath,
  ordersPath,
  type AccountSection,
} from '@/lib/routes';

const sections: readonly AccountSection[] = [
  'profile',
  'paymentMethods',
  'loyalty',
  'communication',
];

/**
 * The account's sections. The current one is marked for assistive technology and by weight
 * and an underline, not by colour alone; orders stay current on an order's own pages.
 */
export function AccountNav({ locale }: { locale: Locale }) {
  const t = useTranslations('AccountNav');
  const pathname = usePathname();
  const orders = ordersPath(locale);
  const entries = [
    { href: accountPath(locale), label: t('overview'), current: pathname === accountPath(locale) },
    { href: orders, label: t('orders'), current: pathname.startsWith(orders) },
    ...sections.map((section) => {
      const href = accountSectionPath(locale, section);
      return { href, label: t(section), current: pathname.startsWith(href) };
    }),
    { href: favoritesPath(locale), label: t('favorites'), current: false },
    { href: contactUsPath(locale), label: t('contactUs'), current: false },
  ];
  return (
    <nav aria-label={t('label')} className="lg:w-60 lg:shrink-0">
      <ul className="flex gap-2 overflow-x-auto border-b border-line lg:flex-col lg:gap-1 lg:border-b-0">
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link
              href={entry.href}
              aria-current={entry.current ? 'page' : undefined}
              className="block border-b-2 border-transparent px-3 py-2 whitespace-nowrap hover:bg-neutral-100 lg:whitespace-normal aria-[current=page]:border-ink aria-[current=page]:font-bold lg:rounded-md lg:border-b-0 lg:border-l-2 lg:aria-[current=page]:border-ink"
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
