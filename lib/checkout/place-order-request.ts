import type { Cart } from '../contracts/cart';
import {
  remainderMethodIds,
  type PaymentAdditionalData,
  type PlaceOrderRequest,
} from '../contracts/checkout';
import { toPlaceOrderAddress } from './address-form-model';
import type { PaymentDraft } from './payment-draft';

export interface PlaceOrderInput {
  cart: Pick<Cart, 'basketId' | 'billingAddress' | 'payment_instruments'>;
  draft: PaymentDraft;
  /** The associate's store and employee id in a buy-in-store session. */
  inStoreSalesInfo?: { storeId: string; storeEmployeeId: string } | undefined;
  recaptchaToken: string;
  /** The browser's data for 3-D Secure 2 (Adyen `browserInfo`). */
  browserInfo?: PaymentAdditionalData['browserInfo'];
}

const remainderMethods: readonly string[] = remainderMethodIds;

function paymentMethodOf(input: PlaceOrderInput): PlaceOrderRequest['paymentMethod'] {
  const { draft, browserInfo } = input;
  const browser = browserInfo ? { browserInfo } : {};
  switch (draft.kind) {
    case 'card':
      return { code: 'CREDIT_CARD', additionalData: { ...draft.additionalData, ...browser } };
    case 'savedCard':
      return {
        code: 'CREDIT_CARD',
        id: draft.id,
        additionalData: { cardType: draft.brand, ...browser },
      };
    case 'bnpl':
      return { code: 'KLARNA', additionalData: { type: 'klarna' } };
    case 'paypal':
      return {
        code: 'PAYPAL',
        additionalData: {
          type: 'paypal',
          ...(draft.walletToken ? { walletToken: draft.walletToken } : {}),
        },
      };
    case 'applePay':
      return {
        code: 'DW_APPLE_PAY',
        additionalData: { type: 'applepay', walletToken: draft.walletToken },
      };
    case 'terminal':
      return {
        code: 'POS_TERMINAL',
        additionalData: draft.simulatedResult ? { terminalResult: draft.simulatedResult } : {},
      };
    case 'covered': {
      // Gift cards, points or a reward pay everything: name the first of them.
      const instrument = input.cart.payment_instruments.find(
        (entry) => !remainderMethods.includes(entry.payment_method_id),
      );
      const code = (instrument?.payment_method_id ??
        'GIFT_CARD') as PlaceOrderRequest['paymentMethod']['code'];
      return {
        code,
        ...(instrument ? { id: instrument.payment_instrument_id } : {}),
        additionalData: {},
      };
    }
  }
}

/** The place-order payload from the cart and the chosen payment. */
export function buildPlaceOrderRequest(input: PlaceOrderInput): PlaceOrderRequest {
  const billing = input.cart.billingAddress;
  return {
    cartId: input.cart.basketId,
    ...(billing ? { billingAddress: toPlaceOrderAddress(billing) } : {}),
    paymentMethod: paymentMethodOf(input),
    ...(input.inStoreSalesInfo ? { inStoreSalesInfo: input.inStoreSalesInfo } : {}),
    recaptcha_response: input.recaptchaToken,
  };
}

/** What 3-D Secure 2 needs to know about the browser (EMVCo browser data). */
export function collectBrowserInfo(scope: {
  navigator: Pick<Navigator, 'userAgent' | 'language'>;
  screen: Pick<Screen, 'colorDepth' | 'height' | 'width'>;
}): NonNullable<PaymentAdditionalData['browserInfo']> {
  return {
    userAgent: scope.navigator.userAgent,
    acceptHeader: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    language: scope.navigator.language,
    colorDepth: scope.screen.colorDepth,
    screenHeight: scope.screen.height,
    screenWidth: scope.screen.width,
    timeZoneOffset: new Date().getTimezoneOffset(),
    javaEnabled: false,
  };
}
