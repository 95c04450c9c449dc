'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localityLine } from '@/lib/checkout/address-lines';
import { shipmentDestinationLines } from '@/lib/checkout/shipment-lines';
import type { OrderResponse } from '@/lib/contracts/checkout';
import { countryNameIn } from '@/lib/i18n/country-name';
import type { Locale } from '@/lib/i18n/locales';

/** Where each shipment goes, how, and the billing address. */
export function OrderAddresses({
  order,
}: {
  order: Pick<OrderResponse, 'shipments' | 'billingAddress'>;
}) {
  const t = useTranslations('OrderDetail');
  const locale = useLocale() as Locale;
  const billing = order.billingAddress;
  const billingLines = [
    `${billing.firstName} ${billing.lastName}`.trim(),
    billing.addressLine1,
    billing.addressLine2,
    localityLine(billing),
    countryNameIn(locale, billing.countryCode, billing.country),
  ].filter((line) => line && line.trim() !== '');
  return (
    <section aria-labelledby="order-addresses" className="grid gap-4 sm:grid-cols-2">
      <h2 id="order-addresses" className="sr-only">
        {t('addresses')}
      </h2>
      <div className="flex flex-col gap-1 text-sm">
        <h3 className="text-base font-bold">{t('delivery')}</h3>
        {order.shipments.map((shipment) => (
          <div key={shipment.shipmentId}>
            {shipment.shippingMethod ? (
              <p className="font-medium">{shipment.shippingMethod.label}</p>
            ) : null}
            <address className="not-italic">
              {shipmentDestinationLines(shipment, locale).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <h3 className="text-base font-bold">{t('billing')}</h3>
        <address className="not-italic">
          {billingLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </div>
    </section>
  );
}
