'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { BagUnavailable } from '@/components/cart/bag-unavailable';
import { OrderSummary } from '@/components/cart/order-summary';
import { PostalAddress } from '@/components/checkout/address/postal-address';
import { LazyApplePayButton } from '@/components/checkout/express/lazy-apple-pay-button';
import { AfterDialogOpened } from '@/components/ui/after-dialog-opened';
import { ownShippingAddressOf } from '@/lib/contracts/address-values';
import { countryOf, settingsFor, type Locale } from '@/lib/i18n/locales';
import { useCart } from '@/services/use-cart';
import { useAddressForms, usePaymentMethods } from '@/services/use-checkout';
import { useProfile } from '@/services/use-session';
import { useAuthStore } from '@/stores/auth-store';
import { useBuyInStoreStore } from '@/stores/buy-in-store-store';
import { useCartHydrated, useCartStore } from '@/stores/cart-store';
import { useCheckoutStore } from '@/stores/checkout-store';
import { usePaymentDraftStore } from '@/stores/payment-draft-store';
import type { CheckoutStep } from '@/lib/checkout/checkout-steps';
import { BillingStep, PayPalExpress, preloadStep, ShippingStep, SummaryStep } from './lazy-steps';
import { CollectionRecap } from './collection-recap';
import { StepSection } from './step-section';
import { useExpressStart } from './use-express-start';
import { useCheckoutAnalytics } from './use-checkout-analytics';
import { useStepHistory } from './use-step-history';

// Stock or a store may have changed since the bag: its notices load when a reply brings some.
const CartFlashes = dynamic(
  () => import('@/components/cart/cart-flashes').then((m) => m.CartFlashes),
  {
    ssr: false,
  },
);

// The challenge (and Adyen's component) loads when placement first asks for 3-D Secure.
const CheckoutChallenge = dynamic(
  () => import('./checkout-challenge').then((m) => m.CheckoutChallenge),
  { ssr: false },
);

/** Checkout: shipping, billing and summary (spec 000 sections 2 and 4) beside the totals. */
export function CheckoutView({
  expressEnabled,
  payPalRequested = false,
}: {
  expressEnabled: boolean;
  /** Opens PayPal express's approval at once (quick shop's PayPal button). */
  payPalRequested?: boolean;
}) {
  const t = useTranslations('Checkout');
  const locale = useLocale() as Locale;
  const region = settingsFor(locale).region;
  const { cart, isLoading, isError: cartFailed, refetch: refetchCart } = useCart();
  const hydrated = useCartHydrated();
  const lost = useCartStore((state) => state.lost);
  const authStatus = useAuthStore((state) => state.status);
  const profile = useProfile();
  const forms = useAddressForms();
  const methods = usePaymentMethods(cart?.basketId ?? null);
  const step = useCheckoutStore((state) => state.step);
  const checkoutStatus = useCheckoutStore((state) => state.status);
  const completed = useCheckoutStore((state) => state.completed);
  const send = useCheckoutStore((state) => state.send);
  const draft = usePaymentDraftStore((state) => state.draft);
  const { preparing } = useExpressStart({
    authStatus,
    profile: profile.isPending ? undefined : (profile.data ?? null),
    countryCode: countryOf(locale),
    cart,
    methods: methods.data,
    expressEnabled,
  });

  useEffect(() => {
    void useCheckoutStore.persist.rehydrate();
    void useBuyInStoreStore.persist.rehydrate();
  }, []);
  useStepHistory();
  useCheckoutAnalytics(cart, step, draft);
  useEffect(() => preloadStep(step), [step]);

  // Focus follows the step only after the shopper moved, not on arrival at the page.
  const [firstStep] = useState(step);
  const [moved, setMoved] = useState(false);
  if (!moved && step !== firstStep) setMoved(true);

  const form = forms.data?.forms[0];
  const countryName = forms.data?.countries.find((c) => c.code === form?.countryCode)?.name ?? '';

  if (!hydrated) return <CheckoutLoading />;
  // An unreadable or unreachable bag is never shown as an empty one, nor as endless loading.
  if (cartFailed && !cart) {
    return <BagUnavailable reason="failed" onRetry={() => void refetchCart()} />;
  }
  if (!isLoading && (!cart || cart.items.length === 0)) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        {cart?.flash.length ? <CartFlashes cart={cart} /> : null}
        {lost ? (
          <BagUnavailable reason="lost" />
        ) : (
          <>
            <p>{t('emptyBag')}</p>
            <Link href={`/${locale}`} className="underline">
              {t('continueShopping')}
            </Link>
          </>
        )}
      </div>
    );
  }
  if (forms.isError || methods.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 py-12">
        <p>{t('loadFailed')}</p>
        <button
          type="button"
          className="underline"
          onClick={() => {
            if (forms.isError) void forms.refetch();
            if (methods.isError) void methods.refetch();
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  // A signed-in shopper's email fills the form, so the form waits to know who is shopping:
  // shown earlier, it would be replaced by the loading state under the shopper's typing.
  const profilePending =
    authStatus === 'unknown' || (authStatus === 'registered' && profile.isPending);
  if (!cart || !form || !methods.data || preparing || profilePending) return <CheckoutLoading />;

  const shipping = ownShippingAddressOf(cart.shippingAddress);
  const billing = cart.billingAddress;
  const isDone = (name: CheckoutStep) => completed.includes(name);
  const delivery = cart.shippingMethods.find((entry) => entry.shippingId === 'me')?.selected;
  const deliveryLabel = delivery ? `${delivery.label} · ${delivery.deliveryTime}` : null;
  // PayPal express starts the checkout over, so it is offered before the shopper is under way.
  // Through Adyen, PayPal is a payment choice of the billing step instead (Adyen's component).
  const payPalOffered =
    step === 'shipping' &&
    methods.data.provider === 'simulator' &&
    methods.data.paymentMethods.some((method) => method.id === 'PAYPAL' && method.applicable);
  const stepTitles: Record<CheckoutStep, string> = {
    shipping: t('shippingStep'),
    billing: t('billingStep'),
    summary: t('summaryStep'),
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      {cart.flash.length > 0 ? <CartFlashes cart={cart} /> : null}
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p role="status" className="sr-only">
          {t('currentStep', {
            number: ['shipping', 'billing', 'summary'].indexOf(step) + 1,
            title: stepTitles[step],
          })}
          {checkoutStatus === 'EXPRESS' ? ` ${t('expressNotice')}` : ''}
        </p>
        {payPalOffered ? (
          <PayPalExpress
            cart={cart}
            form={form}
            countryName={countryName}
            region={region}
            autoStart={payPalRequested}
          />
        ) : null}
        {/* Apple Pay starts the checkout over too; it shows itself only where it can pay. */}
        {step === 'shipping' ? <LazyApplePayButton cart={cart} /> : null}
        {checkoutStatus === 'EXPRESS' ? (
          <p className="rounded-md bg-neutral-100 p-3 text-sm">{t('expressNotice')}</p>
        ) : null}
        <StepSection
          number={1}
          title={stepTitles.shipping}
          active={step === 'shipping'}
          completed={isDone('shipping')}
          moveFocus={moved}
          onEdit={() => send({ type: 'edit', step: 'shipping' })}
          recap={
            <>
              {shipping ? <PostalAddress address={shipping} /> : null}
              {shipping && deliveryLabel ? <p className="mt-2">{deliveryLabel}</p> : null}
              <CollectionRecap cart={cart} />
            </>
          }
        >
          <ShippingStep
            cart={cart}
            form={form}
            countryName={countryName}
            region={region}
            profileEmail={profile.data?.consumerDetails.email ?? null}
            accountAddresses={profile.data?.consumerDetails.addresses ?? []}
            countryCode={countryOf(locale)}
          />
        </StepSection>
        <StepSection
          number={2}
          title={stepTitles.billing}
          active={step === 'billing'}
          completed={isDone('billing')}
          moveFocus={moved}
          onEdit={() => send({ type: 'edit', step: 'billing' })}
          recap={billing ? <PostalAddress address={billing} /> : null}
        >
          <BillingStep
            cart={cart}
            methods={methods.data}
            form={form}
            countryName={countryName}
            region={region}
            signedIn={authStatus === 'registered'}
            payPalRequested={payPalRequested}
          />
        </StepSection>
        <StepSection
          number={3}
          title={stepTitles.summary}
          active={step === 'summary'}
          completed={false}
          moveFocus={moved}
        >
          <SummaryStep cart={cart} draft={draft} />
        </StepSection>
      </div>
      <aside className="h-fit rounded-lg bg-neutral-50 p-4 lg:sticky lg:top-4">
        <OrderSummary summary={cart.summary} />
      </aside>
      <AfterDialogOpened ids={['threeDSecure']}>
        <CheckoutChallenge />
      </AfterDialogOpened>
    </div>
  );
}

function CheckoutLoading() {
  const t = useTranslations('Checkout');
  return (
    <p role="status" className="py-12 text-center">
      {t('loading')}
    </p>
  );
}
