import {
  authorizedContactIssues,
  shippingRegionIssues,
  type ApplePayContact,
  type ApplePayIssue,
  type ApplePayMessageKey,
} from './apple-pay-contacts';
import {
  applePayTransition,
  initialApplePayState,
  type ApplePayEvent,
  type ApplePayState,
} from './apple-pay-machine';

/** The Apple Pay JS version whose ApplePayError the session reports contact errors with. */
export const APPLE_PAY_VERSION = 3;
/** ApplePaySession.STATUS_SUCCESS and STATUS_FAILURE. */
const STATUS_SUCCESS = 0;
const STATUS_FAILURE = 1;

export interface ApplePayLineItem {
  label: string;
  amount: string;
  type?: 'final' | 'pending';
}

export interface ApplePayShippingOption {
  identifier: string;
  label: string;
  detail: string;
  amount: string;
}

/** What the cart says after a contact or method change: the new total and its lines. */
export interface ApplePayQuote {
  total: ApplePayLineItem;
  lineItems: ApplePayLineItem[];
  shippingMethods?: ApplePayShippingOption[];
}

/** The part of Apple's ApplePaySession this flow drives; tests pass a fake. */
export interface ApplePaySessionLike {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completeShippingContactSelection(update: {
    newTotal: ApplePayLineItem;
    newLineItems?: ApplePayLineItem[];
    newShippingMethods?: ApplePayShippingOption[];
    errors?: unknown[];
  }): void;
  completeShippingMethodSelection(update: {
    newTotal: ApplePayLineItem;
    newLineItems?: ApplePayLineItem[];
  }): void;
  completePayment(result: { status: number; errors?: unknown[] }): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onshippingcontactselected: ((event: { shippingContact: ApplePayContact }) => void) | null;
  onshippingmethodselected: ((event: { shippingMethod: { identifier: string } }) => void) | null;
  onpaymentauthorized:
    | ((event: {
        payment: {
          token: unknown;
          shippingContact?: ApplePayContact;
          billingContact?: ApplePayContact;
        };
      }) => void)
    | null;
  oncancel: ((event: unknown) => void) | null;
}

/** Why the cart refused a contact or method, mapped to the spec's messages. */
export type ApplePayRefusal = 'unserviceableAddress' | 'noApplicableMethod';

export class ApplePayStepError extends Error {
  constructor(readonly refusal: ApplePayRefusal) {
    super(refusal);
    this.name = 'ApplePayStepError';
  }
}

/** The calls behind each step; the page implements them with the checkout service. */
export interface ApplePayBackend {
  /** In the product-page flow this first adds the product to a cart, then opens the session. */
  validateMerchant(validationURL: string): Promise<unknown>;
  selectShippingContact(contact: ApplePayContact): Promise<ApplePayQuote>;
  selectShippingMethod(identifier: string): Promise<ApplePayQuote>;
  placeOrder(payment: {
    token: unknown;
    shippingContact: ApplePayContact;
    billingContact: ApplePayContact;
  }): Promise<{ orderNumber: string }>;
}

export interface ApplePayFlowOptions {
  storeCountry: string;
  backend: ApplePayBackend;
  /** Localized text of a message key. */
  message: (key: ApplePayMessageKey) => string;
  /** Builds Apple's ApplePayError (window.ApplePayError in the browser). */
  createError: (code: ApplePayIssue['code'], field: string | undefined, message: string) => unknown;
  onStateChange?: (state: ApplePayState) => void;
  onPlaced: (orderNumber: string) => void;
  /** A failure that ended the session, to show on the page. */
  onFailed: (key: ApplePayMessageKey) => void;
}

/** Apple Pay is offered only where the browser has it and a card is ready. */
export function isApplePayAvailable(scope: {
  ApplePaySession?: { canMakePayments(): boolean };
}): boolean {
  try {
    return scope.ApplePaySession?.canMakePayments() === true;
  } catch {
    // Safari throws on pages not served over HTTPS instead of answering false.
    return false;
  }
}

/**
 * Wires a session's events to the backend and the state machine. Each handler returns its
 * promise so that tests can await it; Apple Pay ignores the return value.
 */
export function attachApplePayFlow(session: ApplePaySessionLike, options: ApplePayFlowOptions) {
  let state = initialApplePayState;
  const send = (event: ApplePayEvent) => {
    state = applePayTransition(state, event);
    options.onStateChange?.(state);
  };
  const errorsOf = (issues: ApplePayIssue[]) =>
    issues.map((issue) =>
      options.createError(issue.code, issue.contactField, options.message(issue.messageKey)),
    );
  // Any failure the shopper cannot fix on the sheet ends the session and resets the state.
  const fail = (key: ApplePayMessageKey) => {
    session.abort();
    send({ type: 'failed' });
    options.onFailed(key);
  };
  let lastQuote: ApplePayQuote | undefined;

  const handlers = {
    onvalidatemerchant: async ({ validationURL }: { validationURL: string }) => {
      try {
        session.completeMerchantValidation(await options.backend.validateMerchant(validationURL));
        send({ type: 'merchantValidated' });
      } catch {
        fail('applePayUnknownError');
      }
    },
    onshippingcontactselected: async ({
      shippingContact,
    }: {
      shippingContact: ApplePayContact;
    }) => {
      const issues = shippingRegionIssues(shippingContact, options.storeCountry);
      const fallbackTotal = lastQuote?.total ?? { label: '', amount: '0.00' };
      if (issues.length > 0) {
        session.completeShippingContactSelection({
          newTotal: fallbackTotal,
          errors: errorsOf(issues),
        });
        return;
      }
      try {
        lastQuote = await options.backend.selectShippingContact(shippingContact);
        session.completeShippingContactSelection({
          newTotal: lastQuote.total,
          newLineItems: lastQuote.lineItems,
          newShippingMethods: lastQuote.shippingMethods ?? [],
        });
        send({ type: 'shippingContactSelected' });
      } catch (error) {
        if (!(error instanceof ApplePayStepError)) return fail('applePayUnknownError');
        const key =
          error.refusal === 'unserviceableAddress'
            ? 'applePayShippingMethodError'
            : 'applePayShippingMethodListError';
        session.completeShippingContactSelection({
          newTotal: fallbackTotal,
          errors: [options.createError('addressUnserviceable', undefined, options.message(key))],
        });
      }
    },
    onshippingmethodselected: async ({
      shippingMethod,
    }: {
      shippingMethod: { identifier: string };
    }) => {
      try {
        lastQuote = await options.backend.selectShippingMethod(shippingMethod.identifier);
        session.completeShippingMethodSelection({
          newTotal: lastQuote.total,
          newLineItems: lastQuote.lineItems,
        });
        send({ type: 'shippingMethodSelected' });
      } catch {
        fail('applePayShippingMethodListError');
      }
    },
    onpaymentauthorized: async ({
      payment,
    }: {
      payment: {
        token: unknown;
        shippingContact?: ApplePayContact;
        billingContact?: ApplePayContact;
      };
    }) => {
      const issues = authorizedContactIssues(
        payment.shippingContact,
        payment.billingContact,
        options.storeCountry,
      );
      if (issues.length > 0) {
        session.completePayment({ status: STATUS_FAILURE, errors: errorsOf(issues) });
        return;
      }
      send({ type: 'paymentAuthorized' });
      try {
        const { orderNumber } = await options.backend.placeOrder({
          token: payment.token,
          shippingContact: payment.shippingContact ?? {},
          billingContact: payment.billingContact ?? {},
        });
        session.completePayment({ status: STATUS_SUCCESS });
        send({ type: 'orderPlaced', orderNumber });
        options.onPlaced(orderNumber);
      } catch {
        session.completePayment({ status: STATUS_FAILURE });
        send({ type: 'failed' });
        options.onFailed('applePayUnknownError');
      }
    },
    oncancel: () => send({ type: 'cancelled' }),
  };
  Object.assign(session, handlers);

  return {
    handlers,
    getState: () => state,
    begin: () => {
      send({ type: 'begin' });
      session.begin();
    },
  };
}
