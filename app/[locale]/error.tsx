'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reloadIfStale } from '@/components/layout/stale-deployment-reload';
import { Button } from '@/components/ui/button';
import { useCommerce } from '@/services/commerce-context';

export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Error');
  const { monitoring } = useCommerce();
  useEffect(() => {
    // Code of a replaced deployment that failed to load: the new one's reload answers it.
    if (!reloadIfStale(error)) monitoring.error(error);
  }, [error, monitoring]);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center"
    >
      <h1 className="type-title">{t('title')}</h1>
      <p className="text-muted">{t('body')}</p>
      <Button onClick={reset}>{t('retry')}</Button>
    </div>
  );
}
