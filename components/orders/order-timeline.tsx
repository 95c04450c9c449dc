import { useFormatter, useTranslations } from 'next-intl';
import type { OrderTimelineEntry } from '@/lib/contracts/orders';
import { TrackingLink } from './tracking-link';

/** Each status the order went through, oldest first, with the time it changed. */
export function OrderTimeline({ timeline }: { timeline: OrderTimelineEntry[] }) {
  const t = useTranslations('Orders');
  const format = useFormatter();
  return (
    <section aria-labelledby="order-timeline" className="flex flex-col gap-3">
      <h2 id="order-timeline" className="type-subheading">
        {t('timeline')}
      </h2>
      <ol className="flex flex-col gap-4 border-l-2 border-neutral-300 pl-5">
        {timeline.map((entry, index) => (
          <li key={`${entry.status}-${entry.at}`} className="relative flex flex-col gap-1">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.65rem] size-3 rounded-full border-2 border-white ${index === timeline.length - 1 ? 'bg-ink' : 'bg-neutral-400'}`}
            />
            <span className="font-semibold">
              {t(`status.${entry.status}`)}
              {index === timeline.length - 1 ? (
                <span className="ml-2 text-sm font-normal">{t('currentStatus')}</span>
              ) : null}
            </span>
            <time dateTime={entry.at} className="text-sm text-muted">
              {format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            {entry.tracking ? <TrackingLink tracking={entry.tracking} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
