import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/ui/button';

export default function NotFound() {
  const t = useTranslations('NotFound');
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-3xl font-black">{t('title')}</h1>
      <p className="text-muted">{t('body')}</p>
      <Link href={`/${locale}`} className={primaryButtonClass}>
        {t('home')}
      </Link>
    </div>
  );
}
