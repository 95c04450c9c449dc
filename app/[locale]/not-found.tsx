import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';

export default function NotFound() {
  const t = useTranslations('NotFound');
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-3xl font-black">{t('title')}</h1>
      <p className="text-muted">{t('body')}</p>
      <Link href={`/${locale}`} className="rounded-full bg-ink px-6 py-3 font-semibold text-white">
        {t('home')}
      </Link>
    </div>
  );
}
