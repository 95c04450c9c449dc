import { useTranslations } from 'next-intl';
import type { Tracking } from '@/lib/contracts/orders';

/** The parcel's carrier and number, linking to the carrier's own tracking page when known. */
export function TrackingLink({ tracking }: { tracking: Tracking }) {
  const t = useTranslations('Orders.tracking');
  const text = t('parcel', { carrier: tracking.carrier, number: tracking.trackingNumber });
  if (!tracking.trackingUrl) return <span>{text}</span>;
  return (
    <a
      href={tracking.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium underline underline-offset-2"
    >
      {t('track', { carrier: tracking.carrier })}
      <span className="block text-sm font-normal">{tracking.trackingNumber}</span>
      <span className="sr-only">{t('newTab')}</span>
    </a>
  );
}
