'use client';

import { useTranslations } from 'next-intl';

/** Minus and plus around the quantity, bounded by 1 and the line's maximum (maxQty). */
export function QuantityStepper({
  name,
  qty,
  maxQty,
  disabled,
  onChange,
}: {
  name: string;
  qty: number;
  maxQty: number;
  disabled: boolean;
  onChange: (qty: number) => void;
}) {
  const t = useTranslations('Cart');
  const button =
    'flex size-9 items-center justify-center rounded-full border border-neutral-400 disabled:opacity-40';
  return (
    <div role="group" aria-label={t('quantityOf', { name })} className="flex items-center gap-2">
      <button
        type="button"
        className={button}
        onClick={() => onChange(qty - 1)}
        disabled={disabled || qty <= 1}
        aria-label={t('decrease', { name })}
      >
        −
      </button>
      <output aria-live="polite" className="min-w-6 text-center font-semibold">
        {qty}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(qty + 1)}
        disabled={disabled || qty >= maxQty}
        aria-label={t('increase', { name })}
      >
        +
      </button>
      {qty >= maxQty && <span className="text-xs text-muted">{t('maxQty', { max: maxQty })}</span>}
    </div>
  );
}
