'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isCommerceApiError } from '@/services/api-error';

/**
 * A failed call, announced as an alert. The message is the API error's, already localized when
 * messages/ knows the code; anything else (a dropped connection) gets a generic line.
 */
export function ApiErrorAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  const t = useTranslations('Auth');
  const message = isCommerceApiError(error) ? error.message : t('unexpectedError');
  return (
    <div role="alert" className="rounded-md border border-red-600 bg-red-50 p-3 text-sm">
      <p className="font-medium text-red-800">{message}</p>
      {children}
    </div>
  );
}
