'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useMoney } from '@/components/cart/use-money';
import { TextField } from '@/components/ui/form/text-field';
import { giftCardLabel, maskGiftCardNumber } from '@/lib/checkout/gift-card-label';
import type { Cart } from '@/lib/contracts/cart';
import {
  MAX_GIFT_CARDS,
  type GiftCardBalanceResponse,
  type SavedGiftCard,
} from '@/lib/contracts/checkout';
import { isCommerceApiError } from '@/services/api-error';
import { useCheckoutCartMutation, useCheckoutClient } from '@/services/use-checkout';
import { useCheckoutErrorHandler } from './checkout-error';

type Action = 'balance' | 'apply';

/**
 * Gift cards: check a balance, apply a card (it pays min(balance, remaining)), remove one.
 * Refusals (invalid, already applied, not allowed, zero balance, too many attempts) show at
 * the input.
 */
export function GiftCardPanel({
  cart,
  savedGiftCards,
}: {
  cart: Cart;
  /** The signed-in shopper's saved gift cards that could pay now (no PIN asked again). */
  savedGiftCards: SavedGiftCard[];
}) {
  const t = useTranslations('GiftCard');
  const saved = useTranslations('SavedPaymentMethods');
  const money = useMoney(cart.currency);
  const checkout = useCheckoutClient();
  const handleError = useCheckoutErrorHandler();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [balance, setBalance] = useState<GiftCardBalanceResponse | null>(null);
  const applied = cart.payment_instruments.filter(
    (entry) => entry.payment_method_id === 'GIFT_CARD',
  );

  const checkBalance = useMutation({
    mutationFn: () => checkout.getGiftCardBalance({ number, pin }),
    onSuccess: setBalance,
  });
  const apply = useCheckoutCartMutation((client, basketId, card: { number: string; pin: string }) =>
    client.addPaymentInstrument(basketId, { payment_method_id: 'GIFT_CARD', giftCard: card }),
  );
  const applySaved = useCheckoutCartMutation((client, basketId, id: string) =>
    client.addPaymentInstrument(basketId, {
      payment_method_id: 'GIFT_CARD',
      payment_instrument_id: id,
    }),
  );
  const remove = useCheckoutCartMutation((client, basketId, id: string) =>
    client.removePaymentInstrument(basketId, id),
  );

  const showError = (error: unknown) => {
    // AUT403 here is the gift card attempt limit, not the bot check the catalogue names.
    if (isCommerceApiError(error) && error.code === 'AUT403') setInputError(t('tooManyAttempts'));
    else if (isCommerceApiError(error) && /^GF/.test(error.code)) setInputError(error.message);
    else handleError(error);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const action = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)
      ?.value as Action | undefined;
    setInputError(null);
    if (!number.trim() || !pin.trim()) {
      setInputError(t('missing'));
      return;
    }
    try {
      if (action === 'balance') {
        await checkBalance.mutateAsync();
      } else {
        await apply.mutateAsync({ number, pin });
        setNumber('');
        setPin('');
        setBalance(null);
      }
    } catch (error) {
      showError(error);
    }
  };

  const busy = checkBalance.isPending || apply.isPending;
  return (
    <section aria-labelledby="gift-card-title" className="flex flex-col gap-3">
      <h3 id="gift-card-title" className="font-semibold">
        {t('title')}
      </h3>
      {applied.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {applied.map((card) => (
            <li
              key={card.payment_instrument_id}
              className="flex items-center justify-between gap-4 rounded-md bg-neutral-100 p-3 text-sm"
            >
              <span>
                {t('applied', { card: giftCardLabel(card.display), amount: money(card.amount) })}
              </span>
              <button
                type="button"
                className="underline"
                aria-label={t('removeCard', { card: giftCardLabel(card.display) })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(card.payment_instrument_id, { onError: showError })}
              >
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {applied.length < MAX_GIFT_CARDS && cart.totals.remainingToPay > 0 ? (
        <>
          {savedGiftCards.length > 0 ? (
            <ul className="flex flex-col gap-2">
              {savedGiftCards.map((card) => (
                <li key={card.paymentInstrumentId}>
                  <button
                    type="button"
                    disabled={applySaved.isPending}
                    aria-busy={applySaved.isPending}
                    onClick={() => {
                      setInputError(null);
                      applySaved.mutate(card.paymentInstrumentId, { onError: showError });
                    }}
                    className="rounded-full border border-neutral-900 px-5 py-2 text-sm font-semibold disabled:opacity-60"
                  >
                    {saved('useAtCheckout', {
                      card: maskGiftCardNumber(card.lastFour),
                      amount: money(card.balance),
                    })}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
              <TextField
                label={t('number')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={23}
                value={number}
                error={inputError ?? undefined}
                onChange={(event) => setNumber(event.target.value)}
              />
              <TextField
                label={t('pin')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={8}
                value={pin}
                onChange={(event) => setPin(event.target.value)}
              />
            </div>
            {balance ? (
              <p role="status" className="text-sm">
                {t('balance', {
                  card: maskGiftCardNumber(balance.lastFour),
                  amount: money(balance.balance),
                })}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-3">
              <button
                type="submit"
                value="balance"
                disabled={busy}
                className="rounded-full border border-neutral-900 px-5 py-2 font-semibold disabled:opacity-60"
              >
                {t('checkBalance')}
              </button>
              <button
                type="submit"
                value="apply"
                disabled={busy}
                aria-busy={apply.isPending}
                className="rounded-full bg-neutral-900 px-5 py-2 font-semibold text-white disabled:opacity-60"
              >
                {apply.isPending ? t('applying') : t('apply')}
              </button>
            </div>
          </form>
        </>
      ) : null}
    </section>
  );
}
