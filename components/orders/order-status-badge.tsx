import { useTranslations } from 'next-intl';
import type { OrderStatus } from '@/lib/contracts/checkout';

type Tone = 'progress' | 'done' | 'stopped' | 'back';

const toneOf: Record<OrderStatus, Tone> = {
  PaymentPending: 'progress',
  Created: 'progress',
  Processing: 'progress',
  Shipped: 'progress',
  Delivered: 'done',
  Cancelled: 'stopped',
  Returned: 'back',
  Refunded: 'back',
};

// Dark text on a pale ground (contrast above 7:1); the word and the symbol carry the status,
// the colour only repeats it.
const toneClass: Record<Tone, string> = {
  progress: 'border-sky-700 bg-sky-50 text-sky-900',
  done: 'border-green-700 bg-green-50 text-green-900',
  stopped: 'border-neutral-600 bg-neutral-100 text-neutral-900',
  back: 'border-amber-700 bg-amber-50 text-amber-900',
};

const symbolOf: Record<Tone, string> = {
  progress: '→',
  done: '✓',
  stopped: '✕',
  back: '↩',
};

/** An order's status as a labelled chip. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('Orders.status');
  const tone = toneOf[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-sm font-semibold ${toneClass[tone]}`}
    >
      <span aria-hidden="true">{symbolOf[tone]}</span>
      {t(status)}
    </span>
  );
}
