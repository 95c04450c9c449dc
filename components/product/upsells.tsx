'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import type { Upsell } from '@/lib/contracts/recommendations';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { useAddToCart } from '@/services/use-add-to-cart';
import { useRecommendations } from '@/services/use-product-page';
import { OptimizedImage } from '@/components/ui/optimized-image';

const smallButtonClass =
  'rounded-full border border-ink px-4 py-1 text-sm font-semibold disabled:opacity-60';

function UpsellRow({ upsell, control }: { upsell: Upsell; control: ReactNode }) {
  const locale = useLocale() as Locale;
  return (
    <li className="flex items-center gap-3 py-2">
      {upsell.image && (
        <OptimizedImage
          src={upsell.image.url}
          alt=""
          width={56}
          height={56}
          className="size-14 rounded bg-neutral-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col">
        <Link href={upsell.url} className="text-sm font-medium underline-offset-4 hover:underline">
          {upsell.name}
        </Link>
        <span className="text-sm">{formatMoney(upsell.price, upsell.currency, locale)}</span>
      </div>
      {control}
    </li>
  );
}

/**
 * Spec 002 section 2: upsells as a list with button controls (add one) or checkbox controls
 * (tick several, add them together). Each upsell is a one-size item, so no size to choose.
 */
export function Upsells({
  productIds,
  limit = 12,
  control = 'button',
}: {
  productIds: string[];
  /** The recommendations' limit, so both share one request. */
  limit?: number;
  control?: 'button' | 'checkbox';
}) {
  const t = useTranslations('Upsells');
  const query = useRecommendations(productIds, limit);
  const { addToCart, isPending, error } = useAddToCart();
  const [picked, setPicked] = useState<string[]>([]);
  const [adding, setAdding] = useState<string | null>(null);
  const upsells = query.data?.upsells ?? [];
  if (upsells.length === 0) return null;

  const addOne = async (sku: string) => {
    setAdding(sku);
    await addToCart({ productId: sku });
    setAdding(null);
  };
  const addPicked = async () => {
    for (const sku of picked) {
      if (!(await addToCart({ productId: sku }))) return;
    }
    setPicked([]);
  };

  return (
    <section aria-labelledby="upsells-heading" className="flex flex-col gap-2">
      <h2 id="upsells-heading" className="type-subheading">
        {t('title')}
      </h2>
      <ul className="flex flex-col divide-y divide-line">
        {upsells.map((upsell) => (
          <UpsellRow
            key={upsell.id}
            upsell={upsell}
            control={
              control === 'button' ? (
                <PendingButton
                  type="button"
                  className={smallButtonClass}
                  pending={isPending && adding === upsell.sku}
                  label={t('add')}
                  pendingLabel={t('adding')}
                  aria-label={t('addNamed', { name: upsell.name })}
                  onClick={() => void addOne(upsell.sku)}
                />
              ) : (
                <input
                  type="checkbox"
                  aria-label={t('pick', { name: upsell.name })}
                  checked={picked.includes(upsell.sku)}
                  onChange={(event) =>
                    setPicked((current) =>
                      event.target.checked
                        ? [...current, upsell.sku]
                        : current.filter((sku) => sku !== upsell.sku),
                    )
                  }
                  className="size-5"
                />
              )
            }
          />
        ))}
      </ul>
      {control === 'checkbox' && (
        <button
          type="button"
          className={`${smallButtonClass} w-fit`}
          disabled={isPending || picked.length === 0}
          aria-busy={isPending}
          onClick={() => void addPicked()}
        >
          {isPending ? t('adding') : t('addPicked', { count: picked.length })}
        </button>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      )}
    </section>
  );
}
