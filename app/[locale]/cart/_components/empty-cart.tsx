import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { primaryButtonClass } from '@/components/ui/button';

export function EmptyCart() {
  const t = useTranslations('Cart');
  const locale = useLocale();
  return (
    <div className="flex flex-col items-start gap-3 py-8">
      <p className="text-lg font-semibold">{t('emptyTitle')}</p>
      <p className="text-muted">{t('emptyBody')}</p>
      <Link href={`/${locale}`} className={primaryButtonClass}>
        {t('continueShopping')}
      </Link>
    </div>
  );
}
