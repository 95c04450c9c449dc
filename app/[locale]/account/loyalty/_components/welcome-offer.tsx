'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useWelcomePromotion } from '@/services/use-loyalty';

/** The members' welcome promotion, a code to enter in the bag; nothing when none is offered. */
export function WelcomeOffer() {
  const t = useTranslations('AccountLoyalty');
  const format = useFormatter();
  const { data } = useWelcomePromotion(true);
  const offer = data?.welcomePromotion;
  if (!offer) return null;
  return (
    <section
      aria-labelledby="loyalty-welcome"
      className="flex flex-col gap-2 rounded-md bg-neutral-100 p-4"
    >
      <h2 id="loyalty-welcome" className="type-heading">
        {t('welcomeTitle')}
      </h2>
      <p>{offer.name}</p>
      <p>{t('welcomeCode', { code: offer.couponCode })}</p>
      {offer.endsAt ? (
        <p className="text-sm">
          {t('welcomeEnds', {
            date: format.dateTime(new Date(offer.endsAt), { dateStyle: 'long' }),
          })}
        </p>
      ) : null}
    </section>
  );
}
