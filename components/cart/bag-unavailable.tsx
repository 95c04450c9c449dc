'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Button, primaryButtonClass } from '@/components/ui/button';

/**
 * What the bag and checkout show instead of an empty bag when they cannot show the real one:
 * the session ended and took the basket out of reach (`lost`), or the bag could not be read.
 */
export function BagUnavailable({
  reason,
  onRetry,
}: {
  reason: 'lost' | 'failed';
  onRetry?: () => void;
}) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  if (reason === 'lost') {
    return (
      <div role="status" className="flex flex-col items-start gap-3 py-8">
        <p className="text-lg font-semibold">{t('lostTitle')}</p>
        <p className="text-muted">{t('lostBody')}</p>
        <Link href={`/${locale}/sign-in`} className={primaryButtonClass}>
          {t('signIn')}
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-start gap-3 py-8">
      <p className="text-lg font-semibold">{t('loadFailed')}</p>
      {onRetry && <Button onClick={onRetry}>{t('retry')}</Button>}
    </div>
  );
}
