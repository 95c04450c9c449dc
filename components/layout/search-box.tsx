import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';

/** A plain GET form: works before hydration and without JavaScript. */
export function SearchBox({ locale }: { locale: Locale }) {
  const t = useTranslations('Header');
  return (
    <form role="search" action={`/${locale}/search`} method="get" className="hidden sm:block">
      <label htmlFor="site-search" className="sr-only">
        {t('search')}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        placeholder={t('searchPlaceholder')}
        maxLength={100}
        className="w-48 rounded-full border border-line bg-neutral-50 px-4 py-2 text-sm lg:w-64"
      />
    </form>
  );
}
