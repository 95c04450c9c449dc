'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import type { PaymentMethodsResponse } from '@/lib/contracts/checkout';

type PaymentMethod = PaymentMethodsResponse['paymentMethods'][number];

/**
 * The athlete payment, offered by the server to athlete-profile shoppers only. It settles an
 * order once nothing is left to pay (spec 000 section 5); before that the shopper is told why
 * it cannot be chosen yet.
 */
export function AthletePayment({
  method,
  chosen,
  onChange,
}: {
  method: PaymentMethod;
  chosen: boolean;
  onChange: (chosen: boolean) => void;
}) {
  const t = useTranslations('AthletePayment');
  return (
    <section aria-labelledby="athlete-payment-title" className="flex flex-col gap-2">
      <h3 id="athlete-payment-title" className="font-semibold">
        {t('title')}
      </h3>
      {method.applicable ? (
        <CheckboxField
          label={t('use')}
          checked={chosen}
          onChange={(event) => onChange(event.target.checked)}
        />
      ) : (
        <p className="text-sm">{t('notYet')}</p>
      )}
    </section>
  );
}
