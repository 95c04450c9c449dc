import { Hono } from 'hono';
import {
  applePayValidationRequestSchema,
  type ApplePayAvailability,
} from '@/lib/contracts/checkout';
import { requireShopper } from '../auth/session';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody } from '../http/validation';
import { isApplePayGatewayUrl } from '../payments/apple-pay-gateway';
import { ApplePayGatewayError } from '../payments/apple-pay-merchant';
import type { CheckoutDependencies } from './checkout-dependencies';
import { isApplePayOffered } from './method-offer';

/**
 * Whether the store offers Apple Pay at all, for pages with no cart to ask about yet (the
 * product page), and Apple Pay's merchant validation, the session's first step.
 */
export function applePayRoutes(deps: CheckoutDependencies) {
  return new Hono<ApiEnv>()
    .get('/cart/v1/paymentSession/applePay', (c) =>
      c.json<ApplePayAvailability>({
        offered: isApplePayOffered(deps.applePay !== null, deps.payments),
      }),
    )
    .post('/cart/v1/paymentSession/applePay/validation', async (c) => {
      requireShopper(c);
      const { validationURL } = await readJsonBody(c, applePayValidationRequestSchema);
      if (!deps.applePay) throw new ApiError('PYT404', 'Apple Pay is not offered by this store.');
      if (!isApplePayGatewayUrl(validationURL)) {
        throw new ApiError('ATTR200', 'The validation URL is not an Apple Pay gateway.', {
          field: 'body.validationURL',
        });
      }
      try {
        return c.json(await deps.applePay.startSession(validationURL));
      } catch (error) {
        if (!(error instanceof ApplePayGatewayError)) throw error;
        c.get('log').warn({ err: error }, 'Apple Pay merchant validation failed');
        throw new ApiError('PAY400', 'Apple Pay could not validate this store.');
      }
    });
}
