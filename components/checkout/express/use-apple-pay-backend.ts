'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  applePayQuoteOf,
  applePayWalletToken,
  contactAddressOf,
  estimateAddressOf,
  needsHomeDelivery,
  type ApplePayLabels,
} from '@/lib/checkout/apple-pay-request';
import { ApplePayStepError, type ApplePayBackend } from '@/lib/checkout/apple-pay-session';
import type { Cart } from '@/lib/contracts/cart';
import { offlineRecaptchaToken } from '@/lib/security/recaptcha-token';
import { isCommerceApiError } from '@/services/api-error';
import { cartQueryKey } from '@/services/cart-query';
import { useCommerce } from '@/services/commerce-context';
import { checkoutQueryRoot } from '@/services/use-checkout';
import { usePlaceOrder } from '../use-place-order';

/** Codes by which the cart refuses an address Apple Pay shared: unserviceable there. */
const addressRefusals = ['PAY401', 'CHK380', 'CHK320', 'SHP500'];

export function useApplePayLabels(): ApplePayLabels {
  const t = useTranslations('ApplePay');
  const common = useTranslations('Common');
  return {
    total: common('brand'),
    subtotal: t('subtotal'),
    discount: t('discount'),
    delivery: t('delivery'),
    tax: t('tax'),
  };
}

/**
 * The calls behind Apple Pay's steps, made with the checkout clients: each answers with the
 * cart, which replaces the cached one and prices the sheet. `progress` keeps the latest cart
 * (placement compares its tax and total) and whether placement itself failed, as the order
 * flow already told the shopper why.
 */
export function useApplePayBackend(labels: ApplePayLabels) {
  const { checkout, cart: cartClient } = useCommerce();
  const queryClient = useQueryClient();
  const { place } = usePlaceOrder();

  return (initialCart: Cart) => {
    const basketId = initialCart.basketId;
    const progress = { latestCart: initialCart, placementFailed: false };
    const remember = async (cart: Cart) => {
      progress.latestCart = cart;
      queryClient.setQueryData(cartQueryKey(basketId), cart);
      await queryClient.invalidateQueries({ queryKey: checkoutQueryRoot });
      return cart;
    };
    const shipTo = (address: ReturnType<typeof contactAddressOf>, estimate: boolean) =>
      checkout.setShippingAddress(
        basketId,
        {
          addresses: [{ ...address, shippingId: 'me' }],
          estimate,
          recaptcha_response: offlineRecaptchaToken('placeOrder'),
        },
        'APPLE_PAY_EXPRESS',
      );

    const backend: ApplePayBackend = {
      validateMerchant: (validationURL) => checkout.validateApplePayMerchant(validationURL),
      selectShippingContact: async (contact) => {
        let cart: Cart;
        try {
          cart = await remember(await shipTo(estimateAddressOf(contact), true));
        } catch (error) {
          const refused = addressRefusals.some((code) => isCommerceApiError(error, code));
          throw refused ? new ApplePayStepError('unserviceableAddress') : error;
        }
        const home = cart.shippingMethods.find((shipment) => shipment.shippingId === 'me');
        if (needsHomeDelivery(cart) && !home?.applicableShippingMethods.length) {
          throw new ApplePayStepError('noApplicableMethod');
        }
        return applePayQuoteOf(cart, labels);
      },
      selectShippingMethod: async (code) => {
        const cart = await cartClient.setShippingMethod({
          cartId: basketId,
          code,
          shippingId: 'me',
          shopperAppliedSM: true,
        });
        return applePayQuoteOf(await remember(cart), labels);
      },
      placeOrder: async ({ token, shippingContact, billingContact }) => {
        const shipped = await remember(await shipTo(contactAddressOf(shippingContact), false));
        const stored = shipped.shippingAddress ?? {};
        // Apple's billing contact has no phone or email: the shipping contact's serve both.
        await remember(
          await checkout.setBillingAddress(basketId, {
            billingAddress: contactAddressOf(billingContact, {
              email: String(stored.email ?? ''),
              phone: String(stored.phone ?? ''),
              phoneCode: String(stored.phoneCode ?? ''),
            }),
          }),
        );
        await remember(
          await checkout.addPaymentInstrument(basketId, { payment_method_id: 'DW_APPLE_PAY' }),
        );
        try {
          const reply = await place.mutateAsync({
            cart: progress.latestCart,
            draft: { kind: 'applePay', walletToken: applePayWalletToken(token) },
          });
          return { orderNumber: reply.orderNumber };
        } catch (error) {
          progress.placementFailed = true;
          throw error;
        }
      },
    };
    return { backend, progress };
  };
}
