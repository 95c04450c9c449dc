'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AddressForm } from '@/components/checkout/address/address-form';
import type { AddressFormDefinition } from '@/lib/address/form-definitions';
import { emptyAddressValues, toAddressInput } from '@/lib/checkout/address-form-model';
import { createPayPalExpressFlow, type PayPalAddress } from '@/lib/checkout/paypal-express-flow';
import { payPalFailureRoute } from '@/lib/checkout/paypal-express-machine';
import type { Cart } from '@/lib/contracts/cart';
import type { Region } from '@/lib/i18n/locales';
import type { AddressFormValues } from '@/lib/contracts/address';
import { isCommerceApiError } from '@/services/api-error';
import { useCommerce } from '@/services/commerce-context';
import { useCheckoutCartMutation } from '@/services/use-checkout';
import { useToastStore } from '@/stores/toast-store';
import { usePlaceOrder } from '../use-place-order';

function toPayPalAddress(values: AddressFormValues): PayPalAddress {
  return { ...values, countryCode: values.country };
}

function toFormValues(address: PayPalAddress): AddressFormValues {
  return {
    ...address,
    addressLine2: address.addressLine2 ?? '',
    province: address.province ?? '',
    country: address.countryCode,
    email: address.email ?? '',
    phone: address.phone ?? '',
  };
}

/**
 * PayPal express with the payment simulator: instead of PayPal's window, a simulated approval
 * asks for the payer's PayPal address and approves, then the spec 002 section 4 steps run
 * (submit, shipping address change, authorised, additional details, place order).
 */
export function PayPalExpress({
  cart,
  form,
  countryName,
  region,
  autoStart = false,
}: {
  cart: Cart;
  form: AddressFormDefinition;
  countryName: string;
  region: Region;
  /** Starts the approval on arrival, as if the button was pressed (quick shop sent the shopper). */
  autoStart?: boolean;
}) {
  const t = useTranslations('PayPalExpress');
  const locale = useLocale();
  const router = useRouter();
  const showToast = useToastStore((state) => state.showToast);
  const { place } = usePlaceOrder();
  const { recaptcha } = useCommerce();
  const [approving, setApproving] = useState(false);
  const [busy, setBusy] = useState(false);
  const addInstrument = useCheckoutCartMutation((client, basketId) =>
    client.addPaymentInstrument(basketId, { payment_method_id: 'PAYPAL' }),
  );
  const setShipping = useCheckoutCartMutation(async (client, basketId, address: PayPalAddress) =>
    client.setShippingAddress(
      basketId,
      {
        addresses: [{ ...toAddressInput(toFormValues(address), form), shippingId: 'me' }],
        recaptcha_response: await recaptcha('placeOrder'),
      },
      'PAYPAL_EXPRESS',
    ),
  );
  const setBilling = useCheckoutCartMutation((client, basketId, address: PayPalAddress) =>
    client.setBillingAddress(basketId, {
      billingAddress: toAddressInput(toFormValues(address), form),
    }),
  );

  const flow = useMemo(() => {
    // Each step answers with the cart; placement must see its latest totals (TAX310).
    const progress = { latestCart: cart, placementFailed: false };
    return createPayPalExpressFlow({
      backend: {
        submit: async () => {
          progress.latestCart = await addInstrument.mutateAsync(undefined);
        },
        changeShippingAddress: async (address) => {
          progress.latestCart = await setShipping.mutateAsync(address);
        },
        authorize: async ({ billingAddress }) => {
          progress.latestCart = await setBilling.mutateAsync(billingAddress);
        },
        // The simulated approval is its own proof; Adyen would verify /payments/details here.
        submitAdditionalDetails: async () => {},
        placeOrder: async () => {
          const walletToken = `SIMPAYPAL-${crypto.randomUUID()}`;
          try {
            const reply = await place.mutateAsync({
              cart: progress.latestCart,
              draft: { kind: 'paypal', walletToken },
            });
            return { orderNumber: reply.orderNumber };
          } catch (error) {
            progress.placementFailed = true;
            throw error;
          }
        },
      },
      onPlaced: () => setApproving(false),
      onFailed: (error) => {
        setApproving(false);
        // The order flow already showed a placement failure; anything earlier is shown here.
        if (!progress.placementFailed) {
          showToast({
            title: isCommerceApiError(error) ? error.message : t('failed'),
            type: 'error',
            autoClose: false,
          });
        }
        router.push(payPalFailureRoute(locale));
      },
    });
    // One flow per basket: its steps must not restart when the cart re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cart.basketId]);

  const start = async () => {
    setBusy(true);
    if (await flow.submit()) setApproving(true);
    setBusy(false);
  };

  const autoStarted = useRef(false);
  useEffect(() => {
    if (!autoStart || autoStarted.current) return;
    autoStarted.current = true;
    void start();
    // Once per visit: a cancelled approval leaves the button for the shopper to press.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart]);

  const approve = async (values: AddressFormValues) => {
    setBusy(true);
    const address = toPayPalAddress(values);
    const changed = await flow.changeShippingAddress(address);
    const authorized =
      changed && (await flow.authorize({ email: values.email, billingAddress: address }));
    if (authorized) await flow.completeWithDetails({ payerID: 'SIMULATED' });
    setBusy(false);
  };

  return (
    <section aria-labelledby="paypal-express-title" className="flex flex-col gap-3">
      <h2 id="paypal-express-title" className="sr-only">
        {t('title')}
      </h2>
      {approving ? (
        <div className="rounded-lg border border-[#0070ba] p-4">
          <p className="mb-3 font-semibold">{t('simulatedTitle')}</p>
          <p className="mb-4 text-sm">{t('simulatedIntro')}</p>
          <AddressForm
            form={form}
            countryName={countryName}
            region={region}
            defaultValues={emptyAddressValues(form)}
            showEmail
            kind="shipping"
            onSubmit={approve}
          >
            <div className="flex gap-3">
              <button
                type="submit"
                disabled={busy}
                aria-busy={busy}
                className="rounded-full bg-[#0070ba] px-6 py-3 font-semibold text-white disabled:opacity-60"
              >
                {t('approve')}
              </button>
              <button
                type="button"
                onClick={() => {
                  flow.cancel();
                  setApproving(false);
                }}
                className="rounded-full border border-neutral-900 px-6 py-3 font-semibold"
              >
                {t('cancel')}
              </button>
            </div>
          </AddressForm>
        </div>
      ) : (
        <button
          type="button"
          onClick={start}
          disabled={busy}
          aria-busy={busy}
          className="rounded-full bg-[#ffc439] px-6 py-3 font-semibold text-neutral-900 disabled:opacity-60"
        >
          {t('button')}
        </button>
      )}
    </section>
  );
}
