'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import {
  applePayQuoteOf,
  applePayWalletToken,
  contactAddressOf,
  estimateAddressOf,
  type ApplePayLabels,
} from '@/lib/checkout/apple-pay-request';
import { ApplePayStepError, type ApplePayBackend } from '@/lib/checkout/apple-pay-session';
import { ownShippingAddressOf } from '@/lib/contracts/address';
import type { Cart } from '@/lib/contracts/cart';
import { isCommerceApiError } from '@/services/api-error';
import { cartQueryKey } from '@/services/cart-query';
import { useCommerce } from '@/services/commerce-context';
import { checkoutQueryRoot, useCheckoutClient } from '@/services/use-checkout';
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
    paid: t('paid'),
  };
}

/** What the sheet pays for: the bag (or checkout's cart) as it is, or one product from its page. */
export type ApplePayPurchase =
  { kind: 'bag'; cart: Cart } | { kind: 'productPage'; variantId: string };

export interface ApplePayProgress {
  /** The cart the sheet pays; on the product page, made during merchant validation. */
  latestCart: Cart | null;
  /** Placement failed: the order flow already told the shopper why. */
  placementFailed: boolean;
  /** The server's reason the product could not be put in its cart, to show instead. */
  failureMessage?: string;
}

/**
 * The calls behind Apple Pay's steps, made with the checkout clients: each answers with the
 * cart, which replaces the cached one and prices the sheet. `progress` keeps the latest cart
 * (placement compares its tax and total) and what the page should say if the session fails.
 * A product-page purchase first puts the product in a basket of its own (spec 002 section 4):
 * the bag is neither charged nor emptied, and the later calls name that basket as `bid`.
 */
export function useApplePayBackend(labels: ApplePayLabels) {
  const { cart: cartClient, recaptcha } = useCommerce();
  const checkout = useCheckoutClient();
  const queryClient = useQueryClient();
  const { place } = usePlaceOrder();

  return (purchase: ApplePayPurchase) => {
    const productPage = purchase.kind === 'productPage';
    const progress: ApplePayProgress = {
      latestCart: purchase.kind === 'bag' ? purchase.cart : null,
      placementFailed: false,
    };
    const basketId = () => {
      if (!progress.latestCart)
        throw new Error('Apple Pay has no cart before merchant validation.');
      return progress.latestCart.basketId;
    };
    const remember = async (cart: Cart) => {
      progress.latestCart = cart;
      queryClient.setQueryData(cartQueryKey(cart.basketId), cart);
      await queryClient.invalidateQueries({ queryKey: checkoutQueryRoot });
      return cart;
    };
    const shipTo = async (address: ReturnType<typeof contactAddressOf>, estimate: boolean) =>
      checkout.setShippingAddress(
        basketId(),
        {
          addresses: [{ ...address, shippingId: 'me' }],
          estimate,
          recaptcha_response: await recaptcha('placeOrder'),
        },
        'APPLE_PAY_EXPRESS',
        productPage ? basketId() : undefined,
      );
    const cartForProduct = async (variantId: string) => {
      try {
        return await cartClient.cartWithItem(
          { productId: variantId, qty: 1 },
          { context: 'APPLE_PAY_EXPRESS' },
        );
      } catch (error) {
        if (isCommerceApiError(error)) progress.failureMessage = error.message;
        throw error;
      }
    };

    const backend: ApplePayBackend = {
      validateMerchant: async (validationURL) => {
        if (purchase.kind === 'productPage') {
          progress.latestCart = await cartForProduct(purchase.variantId);
        }
        return checkout.validateApplePayMerchant(validationURL);
      },
      selectShippingContact: async (contact) => {
        let cart: Cart;
        try {
          cart = await remember(await shipTo(estimateAddressOf(contact), true));
        } catch (error) {
          const refused = addressRefusals.some((code) => isCommerceApiError(error, code));
          throw refused ? new ApplePayStepError('unserviceableAddress') : error;
        }
        // A home shipment the address leaves without any delivery service cannot be quoted.
        const home = cart.shippingMethods.find((shipment) => shipment.shippingId === 'me');
        if (home && home.applicableShippingMethods.length === 0) {
          throw new ApplePayStepError('noApplicableMethod');
        }
        return applePayQuoteOf(cart, labels);
      },
      selectShippingMethod: async (code) => {
        const cart = await cartClient.setShippingMethod({
          cartId: basketId(),
          code,
          shippingId: 'me',
          shopperAppliedSM: true,
        });
        return applePayQuoteOf(await remember(cart), labels);
      },
      placeOrder: async ({ token, shippingContact, billingContact }) => {
        const shipped = await remember(await shipTo(contactAddressOf(shippingContact), false));
        const stored = ownShippingAddressOf(shipped.shippingAddress);
        // Apple's billing contact has no phone or email: the shipping contact's serve both.
        await remember(
          await checkout.setBillingAddress(basketId(), {
            billingAddress: contactAddressOf(billingContact, {
              email: stored?.email ?? '',
              phone: stored?.phone ?? '',
              phoneCode: stored?.phoneCode ?? '',
            }),
          }),
        );
        const paid = await remember(
          await checkout.addPaymentInstrument(basketId(), { payment_method_id: 'DW_APPLE_PAY' }),
        );
        try {
          const reply = await place.mutateAsync({
            cart: paid,
            draft: { kind: 'applePay', walletToken: applePayWalletToken(token) },
            productPage,
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
