'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';

/** The buy-now-pay-later information panel (spec 000 section 2, dialog list). */
export function BnplInfoDialog() {
  const t = useTranslations('Payment');
  return (
    <Dialog id="bnplInfo" title={t('bnplInfoTitle')} size="half">
      <div className="flex flex-col gap-3 text-sm">
        <p>{t('bnplInfoHow')}</p>
        <p>{t('bnplInfoCheck')}</p>
        <p>{t('bnplInfoRefusal')}</p>
      </div>
    </Dialog>
  );
}
