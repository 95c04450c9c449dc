import { getTranslations } from 'next-intl/server';
import type { StoreDetails } from '@/lib/contracts/stores';

/** What the store does for online orders: pickup from its stock, parcels shipped to it. */
export async function StoreServices({ store }: { store: StoreDetails }) {
  const t = await getTranslations('Stores');
  const services = [
    store.offersPickup ? t('pickup') : null,
    store.offersShipToStore ? t('shipToStore') : null,
  ].filter((service): service is string => service !== null);
  if (services.length === 0) return null;
  return (
    <ul aria-label={t('services')} className="flex flex-wrap gap-2 text-xs">
      {services.map((service) => (
        <li key={service} className="rounded-full bg-neutral-100 px-3 py-1 font-medium">
          {service}
        </li>
      ))}
    </ul>
  );
}
