'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { AfterDialogOpened } from '@/components/ui/after-dialog-opened';
import type { SavedGiftCard } from '@/lib/contracts/checkout';
import type { SavedCardInstrument } from '@/lib/contracts/payment-instruments';
import { maskGiftCardNumber } from '@/lib/checkout/gift-card-label';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import {
  usePaymentInstrumentChanges,
  usePaymentInstruments,
} from '@/services/use-payment-instruments';
import { useProfile } from '@/services/use-session';
import { useDialogStore } from '@/stores/dialog-store';
import { useToastStore } from '@/stores/toast-store';
import { SignedInOnly } from '../../_components/signed-in-only';
import { cardBrandName } from './card-brand';

// The dialogs' code, card form included, loads when the shopper first opens one.
const AddCardDialog = dynamic(() => import('./add-card-dialog').then((m) => m.AddCardDialog), {
  ssr: false,
});
const AddGiftCardDialog = dynamic(
  () => import('./add-gift-card-dialog').then((m) => m.AddGiftCardDialog),
  { ssr: false },
);
const RemovePaymentMethodDialog = dynamic(
  () => import('./remove-payment-method-dialog').then((m) => m.RemovePaymentMethodDialog),
  { ssr: false },
);

const secondaryButton = 'rounded-full border border-ink px-4 py-2 text-sm font-semibold';

/** The account's payment methods: saved cards (one main) and gift cards with their balance. */
export function PaymentMethodsView() {
  const t = useTranslations('SavedPaymentMethods');
  return (
    <SignedInOnly title={t('title')}>
      <h1 className="type-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <Wallet />
      <AfterDialogOpened ids={['addCard']}>
        <AddCardDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['addGiftCard']}>
        <AddGiftCardDialog />
      </AfterDialogOpened>
      <AfterDialogOpened ids={['removePaymentMethod']}>
        <RemovePaymentMethodDialog />
      </AfterDialogOpened>
    </SignedInOnly>
  );
}

function Wallet() {
  const t = useTranslations('SavedPaymentMethods');
  const profile = useProfile();
  const wallet = usePaymentInstruments(Boolean(profile.data));
  const openDialog = useDialogStore((state) => state.openDialog);
  if (wallet.isPending) {
    return (
      <p role="status" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (wallet.isError) return <p role="alert">{t('loadFailed')}</p>;
  const { cards, giftCards, cardEntry } = wallet.data;
  return (
    <>
      <section aria-labelledby="saved-cards" className="flex flex-col gap-3">
        <h2 id="saved-cards" className="type-heading">
          {t('cardsHeading')}
        </h2>
        {cards.length === 0 ? <p>{t('noCards')}</p> : null}
        <ul className="flex flex-col gap-3">
          {cards.map((card) => (
            <CardEntry key={card.paymentInstrumentId} card={card} />
          ))}
        </ul>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => openDialog('addCard', { cardEntry })}
          className={`${secondaryButton} self-start`}
        >
          {t('addCard')}
        </button>
      </section>
      <section aria-labelledby="saved-gift-cards" className="flex flex-col gap-3">
        <h2 id="saved-gift-cards" className="type-heading">
          {t('giftCardsHeading')}
        </h2>
        {giftCards.length === 0 ? <p>{t('noGiftCards')}</p> : null}
        <ul className="flex flex-col gap-3">
          {giftCards.map((giftCard) => (
            <GiftCardEntry key={giftCard.paymentInstrumentId} giftCard={giftCard} />
          ))}
        </ul>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => openDialog('addGiftCard')}
          className={`${secondaryButton} self-start`}
        >
          {t('addGiftCard')}
        </button>
      </section>
    </>
  );
}

function CardEntry({ card }: { card: SavedCardInstrument }) {
  const t = useTranslations('SavedPaymentMethods');
  const { makeMain } = usePaymentInstrumentChanges();
  const showToast = useToastStore((state) => state.showToast);
  const openDialog = useDialogStore((state) => state.openDialog);
  const label = t('card', { brand: cardBrandName(card.brand), lastFour: card.lastFour });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line p-4">
      <div>
        <p className="font-semibold">{label}</p>
        <p className="text-sm text-neutral-600">
          {t('expires', {
            month: String(card.expiryMonth).padStart(2, '0'),
            year: card.expiryYear,
          })}
        </p>
        {card.main ? (
          <p className="mt-1 inline-block rounded-full border border-ink px-2 text-xs font-bold">
            {t('main')}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        {card.main ? null : (
          <button
            type="button"
            aria-label={t('makeMainLabel', { card: label })}
            disabled={makeMain.isPending}
            aria-busy={makeMain.isPending}
            onClick={() =>
              makeMain.mutate(card.paymentInstrumentId, {
                onSuccess: () => showToast({ title: t('toasts.mainChanged'), type: 'success' }),
                onError: () => showToast({ title: t('toasts.changeFailed'), type: 'error' }),
              })
            }
            className={secondaryButton}
          >
            {t('makeMain')}
          </button>
        )}
        <button
          type="button"
          aria-haspopup="dialog"
          aria-label={t('removeLabel', { method: label })}
          onClick={() => openDialog('removePaymentMethod', { id: card.paymentInstrumentId, label })}
          className={secondaryButton}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}

function GiftCardEntry({ giftCard }: { giftCard: SavedGiftCard }) {
  const t = useTranslations('SavedPaymentMethods');
  const locale = useLocale() as Locale;
  const openDialog = useDialogStore((state) => state.openDialog);
  const label = t('giftCard', { number: maskGiftCardNumber(giftCard.lastFour) });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line p-4">
      <div>
        <p className="font-semibold">{label}</p>
        <p className="text-sm text-neutral-600">
          {t('balance', { amount: formatMoney(giftCard.balance, giftCard.currency, locale) })}
        </p>
      </div>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('removeLabel', { method: label })}
        onClick={() =>
          openDialog('removePaymentMethod', { id: giftCard.paymentInstrumentId, label })
        }
        className={secondaryButton}
      >
        {t('remove')}
      </button>
    </li>
  );
}
