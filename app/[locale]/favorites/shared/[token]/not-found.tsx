import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/ui/button';

/** An unknown or revoked share link: the same page for both, so links cannot be probed. */
export default function SharedFavoritesNotFound() {
  const t = useTranslations('Favorites');
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <h1 className="type-title">{t('sharedNotFoundTitle')}</h1>
      <p className="text-muted">{t('sharedNotFoundText')}</p>
      <Link href={`/${locale}`} className={primaryButtonClass}>
        {t('goHome')}
      </Link>
    </div>
  );
}
