import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ParsedAddressInput } from '@/lib/contracts/address';
import { basketIdSchema, type FulfilmentCode } from '@/lib/contracts/cart';
import {
  addressValidationRequestSchema,
  billingAddressRequestSchema,
  deleteShippingAddressQuerySchema,
  shippingAddressQuerySchema,
  shippingAddressRequestSchema,
  type AddressFormsResponse,
  type AddressValidationResponse,
} from '@/lib/contracts/checkout';
import { addressFormsForLocale, shippingCountries } from '@/lib/address/form-definitions';
import { findCountry } from '@/lib/countries';
import { countryNameIn } from '@/lib/i18n/country-name';
import { requireRecaptcha } from '../auth/recaptcha-check';
import { basketLocale, changeBasket, requireOwnedBasket } from '../cart';
import type { Database } from '../db/client';
import { basketItems, type BasketRow, baskets } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { ApiEnv } from '../http/context';
import { readJsonBody, readParams, readQuery } from '../http/validation';
import { APPLE_PAY_CITY_MAX_LENGTH } from '@/lib/checkout/apple-pay-contacts';
import { assessAddress, requireValidAddress } from './addresses';
import { resolveBilling } from './billing';
import {
  withCollectionContact,
  withCustomsAddress,
  withEstimate,
  withOwnAddress,
  withoutShipment,
} from './cart-shipping-address';
import { checkoutCall, checkoutChange } from './checkout-call';
import { requireCollectionContact } from './collection-contact';
import type { CheckoutDependencies } from './checkout-dependencies';
import { requireEstimateAddress } from './estimate-address';

const basketParams = z.object({ basketId: basketIdSchema });

async function lineMethods(db: Database, basket: BasketRow): Promise<FulfilmentCode[]> {
  const lines = await db
    .select({ method: basketItems.shippingMethod })
    .from(basketItems)
    .where(eq(basketItems.basketId, basket.id));
  return lines.map((line) => line.method);
}

/** Home delivery needs a street address; store, collection-point and digital lines do not. */
const goesHome = (method: FulfilmentCode) => method === 'standard' || method === 'customs';

/** Context COLLECTION: who collects the bag's store and collection-point lines. */
async function saveCollectionContact(db: Database, basket: BasketRow, input: ParsedAddressInput) {
  const methods = await lineMethods(db, basket);
  const contact = requireCollectionContact(input, methods, basketLocale(basket));
  await db
    .update(baskets)
    .set({
      shippingAddress: withCollectionContact(basket.shippingAddress, contact),
      // The home address's email is the order's; without one, the contact's is.
      email: methods.some(goesHome) ? basket.email : contact.email || basket.email,
    })
    .where(eq(baskets.id, basket.id));
}

/** Shipping and billing addresses, their validation and the form definitions. */
export function addressRoutes(deps: CheckoutDependencies) {
  return new Hono<ApiEnv>()
    .get('/cart/v1/addressForms', (c) => {
      const locale = c.get('request').locale;
      // In the shopper's language (Deutschland on de-de), named here once so the page shows
      // what it is given.
      const reply: AddressFormsResponse = {
        forms: addressFormsForLocale(locale),
        countries: shippingCountries.map((code) => ({
          code,
          name: countryNameIn(locale, code, findCountry(code)?.name ?? code),
        })),
      };
      return c.json(reply);
    })
    .post('/cart/v2/cart/:basketId/shippingAddress', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const { context, bid } = readQuery(c, shippingAddressQuerySchema);
      if (bid && bid !== basketId) throw new ApiError('BSK404');
      const body = await readJsonBody(c, shippingAddressRequestSchema);
      if (body.estimate && context !== 'APPLE_PAY_EXPRESS') {
        throw new ApiError('ATTR200', 'An estimate address needs context APPLE_PAY_EXPRESS.', {
          field: 'body.estimate',
        });
      }
      // Express wallets post from outside the checkout form, the path bots take: always checked.
      const express = context === 'PAYPAL_EXPRESS' || context === 'APPLE_PAY_EXPRESS';
      if (express || body.recaptcha_response !== undefined) {
        await requireRecaptcha(c, deps.auth.recaptcha, body.recaptcha_response, 'placeOrder');
      }
      return c.json(
        await changeBasket(
          call,
          basketId,
          async (tx, basket) => {
            if (context === 'COLLECTION') {
              await saveCollectionContact(tx, basket, body.addresses[0]!);
              return;
            }
            const locale = basketLocale(basket);
            const home = (await lineMethods(tx, basket)).some(goesHome);
            let stored = basket.shippingAddress;
            let email = basket.email;
            if (body.estimate) {
              const estimate = requireEstimateAddress(body.addresses[0]!, locale);
              await tx
                .update(baskets)
                .set({ shippingAddress: withEstimate(stored, estimate, context) })
                .where(eq(baskets.id, basket.id));
              return;
            }
            for (const input of body.addresses) {
              const address = requireValidAddress(input, 'shipping', locale, {
                refusePoBox: home,
                ...(context === 'APPLE_PAY_EXPRESS'
                  ? { cityMaxLength: APPLE_PAY_CITY_MAX_LENGTH }
                  : {}),
              });
              if (input.shippingId === 'me') {
                stored = withOwnAddress(stored, address, context);
                email = address.email;
              } else {
                stored = withCustomsAddress(stored, address);
              }
            }
            await tx
              .update(baskets)
              .set({ shippingAddress: stored, email })
              .where(eq(baskets.id, basket.id));
          },
          checkoutChange,
        ),
      );
    })
    .delete('/cart/v2/cart/:basketId/shippingAddress', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const { shippingId } = readQuery(c, deleteShippingAddressQuerySchema);
      return c.json(
        await changeBasket(
          call,
          basketId,
          async (tx, basket) => {
            await tx
              .update(baskets)
              .set({ shippingAddress: withoutShipment(basket.shippingAddress, shippingId) })
              .where(eq(baskets.id, basket.id));
          },
          checkoutChange,
        ),
      );
    })
    .post('/cart/v1/cart/:basketId/shippingAddress/validation', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const { address } = await readJsonBody(c, addressValidationRequestSchema);
      const basket = await requireOwnedBasket(call.db, basketId, call.subject);
      const verdict = assessAddress(address, 'shipping', basketLocale(basket));
      const reply: AddressValidationResponse = {
        valid: verdict.problems.length === 0 && !verdict.isPoBox,
        address: verdict.address,
        errors: verdict.problems.map((problem) => ({
          field: problem.field,
          errorId: problem.errorId,
          key: problem.message.key,
          ...(problem.message.values ? { values: problem.message.values } : {}),
        })),
        isPoBox: verdict.isPoBox,
      };
      return c.json(reply);
    })
    .post('/cart/v1/cart/:basketId/billingAddress', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      const body = await readJsonBody(c, billingAddressRequestSchema);
      return c.json(
        await changeBasket(
          call,
          basketId,
          async (tx, basket) => {
            const billingAddress = resolveBilling(basket, body);
            await tx
              .update(baskets)
              .set({ billingAddress, email: basket.email ?? billingAddress.email })
              .where(eq(baskets.id, basket.id));
          },
          checkoutChange,
        ),
      );
    })
    .delete('/cart/v1/cart/:basketId/billingAddress', async (c) => {
      const call = checkoutCall(c, deps);
      const { basketId } = readParams(c, basketParams);
      return c.json(
        await changeBasket(
          call,
          basketId,
          async (tx, basket) => {
            await tx.update(baskets).set({ billingAddress: null }).where(eq(baskets.id, basket.id));
          },
          checkoutChange,
        ),
      );
    });
}
