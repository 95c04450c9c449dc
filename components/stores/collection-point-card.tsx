'use client';

import { useTranslations } from 'next-intl';
import type { CollectionPoint } from '@/lib/contracts/collection-points';

const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A collection point as the shopper compares them: where, whose, how far, when and what for. */
export function CollectionPointCard({
  point,
  action,
}: {
  point: CollectionPoint;
  action: React.ReactNode;
}) {
  const t = useTranslations('CollectionPoints');
  const { address } = point;
  const hoursOf = (hours: string) =>
    hours === 'closed' ? t('closed') : hours === '00:00-24:00' ? t('allDay') : hours;
  return (
    <article className="flex flex-col gap-2" aria-label={point.name}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h3 className="font-semibold">{point.name}</h3>
          <p className="text-sm">
            {address.addressLine1}, {address.postalCode} {address.city}
          </p>
          <p className="text-sm text-muted">
            {t('carrier', { carrier: point.carrier })}
            {point.distanceKm !== null ? ` · ${t('distance', { distance: point.distanceKm })}` : ''}
          </p>
          {point.services.length > 0 ? (
            <p className="text-sm text-muted">
              {t('accepts')}: {point.services.map((service) => t(`services.${service}`)).join(', ')}
            </p>
          ) : null}
        </div>
        {action}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer underline">{t('hours')}</summary>
        <dl className="mt-1 grid grid-cols-[3rem_1fr] gap-x-2">
          {days.map((day) => (
            <div key={day} className="contents">
              <dt>{t(`days.${day}`)}</dt>
              <dd>{hoursOf(point.hours[day])}</dd>
            </div>
          ))}
        </dl>
      </details>
    </article>
  );
}
