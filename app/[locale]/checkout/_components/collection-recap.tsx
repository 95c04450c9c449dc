'use client';

import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/contracts/cart';

/** The shipping step's recap for a bag collected in stores: its points and who collects. */
export function CollectionRecap({ cart }: { cart: Cart }) {
  const t = useTranslations('CollectionPoints');
  const points = [
    ...new Set(
      cart.items
        .filter((item) => item.shippingOptions.selected === 'pudo')
        .map((item) => item.shippingOptions.storeInfo?.name)
        .filter((name): name is string => Boolean(name)),
    ),
  ];
  const contact = cart.shippingAddress?.collection;
  const who = contact ? `${contact.firstName} ${contact.lastName}`.trim() || contact.email : '';
  if (points.length === 0 && !who) return null;
  return (
    <>
      {points.map((name) => (
        <p key={name}>{t('recapPoint', { name })}</p>
      ))}
      {who ? <p>{t('recapContact', { name: who })}</p> : null}
    </>
  );
}
