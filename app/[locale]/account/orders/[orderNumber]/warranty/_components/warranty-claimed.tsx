'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { OrderDetailResponse, WarrantyClaimSummary } from '@/lib/contracts/orders';
import type { Locale } from '@/lib/i18n/locales';
import { orderPath } from '@/lib/routes';

/** The claim just sent: its number and what happens next. */
export function WarrantyClaimed({
  order,
  claim,
}: {
  order: OrderDetailResponse;
  claim: WarrantyClaimSummary;
}) {
  const t = useTranslations('Warranty');
  const locale = useLocale() as Locale;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="warranty-claimed" className="flex flex-col gap-3">
      <h2 id="warranty-claimed" ref={heading} tabIndex={-1} className="type-heading outline-none">
        {t('claimed')}
      </h2>
      <p role="status">{t('claimNumber', { claimId: claim.claimId })}</p>
      <p>{t('nextSteps', { email: order.email })}</p>
      <Link href={orderPath(locale, order.orderNumber)} className="self-start underline">
        {t('backToOrder')}
      </Link>
    </section>
  );
}
