/**
 * The error catalogue. Each code has the HTTP status the API answers with and the server's
 * default message; clients map codes to localized friendly text in messages/ (namespace
 * ApiErrors), and to a generic text of its kind for a code without one: the server's message is
 * for developers and logs.
 */
export const errorCatalogue = {
  // Auth
  AUT401: [401, 'Invalid credentials.'],
  AUT418: [401, 'Invalid credentials.'],
  AUT437: [401, 'Invalid credentials.'],
  AUT438: [401, 'Invalid credentials.'],
  AUT423: [423, 'This account is locked.'],
  AUT441: [423, 'This account is locked.'],
  AUT426: [401, 'Invalid credentials. One attempt remains before the account is locked.'],
  AUT439: [409, 'This email is already registered.'],
  PRO400: [409, 'This email is already registered.'],
  AUT442: [409, 'This phone number is already in use.'],
  AUT444: [409, 'This phone number is already in use.'],
  AUT402: [410, 'This reset link has expired.'],
  AUT403: [403, 'The captcha check failed.'],
  AUT409: [409, 'This sign-in was already used.'],
  AUT404: [401, 'Cannot authorize.'],
  AUT432: [401, 'Authorization failed.'],
  AUT500: [500, 'The sign-in service failed.'],
  AUT450: [400, 'The current password is wrong.'],
  AUT451: [400, 'The new password must differ from the previous one.'],
  AUT452: [400, 'The new password must differ from the previous one.'],
  AUT453: [400, 'Email is not valid.'],
  AUT440: [400, 'Unknown customer list.'],
  AUT498: [401, 'Invalid customer.'],
  // Cart and order
  BSK404: [404, 'Cart not found.'],
  // Ours, beyond the spec: a line change sent against an older version of the cart.
  BSK409: [409, 'The cart was changed elsewhere.'],
  ORD430: [409, 'An item is no longer available.'],
  ORD404: [404, 'Item not available.'],
  ORD415: [500, 'The order totals could not be computed.'],
  ORD409: [404, 'Order not found.'],
  ORD400: [400, 'The order email is not valid.'],
  ORD516: [409, 'The fulfilment method was switched.'],
  ORD517: [409, 'The fulfilment method was switched.'],
  ORD518: [409, 'The fulfilment method was switched.'],
  OHS4004: [404, 'Order not found.'],
  // Ours, beyond the spec: after-sales refusals (docs/after-sales.md).
  ORD410: [409, 'This order can no longer be cancelled.'],
  ORD411: [409, 'The order cannot move to this status.'],
  RTN404: [404, 'Return not found.'],
  // Inventory
  INV700: [409, 'This item is out of stock.'],
  INV406: [409, 'Some items are out of stock.'],
  INV701: [409, 'No inventory for this item.'],
  INV702: [409, 'This item has no price.'],
  INV405: [409, 'Items are no longer available.'],
  INV407: [409, 'Items are no longer available.'],
  INV408: [409, 'The maximum quantity has been added.'],
  INV409: [409, 'Some products have no inventory.'],
  // Gift cards
  GFC400: [400, 'Enter a gift card number.'],
  GFC410: [409, 'The maximum number of gift cards is reached.'],
  GFC700: [400, 'This gift card is not valid.'],
  GFC760: [400, 'This gift card is not valid.'],
  GFC800: [400, 'This gift card is not valid.'],
  GFC725: [400, 'Gift cards cannot be used for this order.'],
  GFC740: [400, 'This gift card has no balance.'],
  GFC755: [409, 'This gift card is already applied.'],
  GFC799: [502, 'The gift card balance could not be checked.'],
  GFC812: [400, 'This gift card has expired.'],
  GFS800: [409, 'The gift is unavailable.'],
  GFO404: [404, 'The gift is unavailable.'],
  GFO405: [400, 'The gift does not apply.'],
  // Promotions
  PRM130: [400, 'This code is not valid.'],
  PRM160: [400, 'This code is not valid.'],
  PRM135: [400, 'This code is not available yet.'],
  PRM140: [409, 'This code has reached its limit.'],
  PRM150: [409, 'This code was already redeemed.'],
  PRM155: [400, 'This code has expired.'],
  PRM416: [409, 'This code is already applied.'],
  PRM175: [500, 'The code could not be applied.'],
  // Shipping
  SHP404: [400, 'This delivery method is unavailable.'],
  SHP500: [400, 'Delivery to PO boxes is unavailable.'],
  CHK380: [400, 'The address is not valid.'],
  CHK320: [400, 'The address is not valid.'],
  // Payment
  PYT300: [409, 'This card is already saved.'],
  PYT400: [402, 'The payment does not cover the order.'],
  PYT402: [402, 'The payment failed the fraud check.'],
  PYT404: [404, 'Payment instrument not found.'],
  PYT405: [400, 'The address is missing.'],
  PYT406: [400, 'Payment fields are missing.'],
  BIL400: [400, 'The billing address is missing.'],
  PAY400: [402, 'The payment could not be authorized.'],
  PAY401: [400, 'We cannot ship there.'],
  // Tax
  TAX309: [500, 'Tax could not be computed.'],
  TAX310: [409, 'Tax was updated.'],
  // Rewards
  REW401: [401, 'Sign in to use rewards.'],
  REW130: [403, 'Rewards are for loyalty members.'],
  REW135: [403, 'Confirm your loyalty membership to use rewards.'],
  REW140: [400, 'Not enough points.'],
  // Profile
  PRO404: [404, 'Profile not found.'],
  PRO412: [400, 'The profile could not be updated.'],
  PRO418: [400, 'The profile could not be updated.'],
  PRO414: [400, 'The billing address cannot be deleted.'],
  PRO415: [400, 'The password could not be changed.'],
  CCA400: [409, 'This address already exists.'],
  CCA401: [404, 'Invalid address id.'],
  CCN404: [404, 'Unknown customer.'],
  // Other
  PRC400: [400, 'Invalid price.'],
  GWP403: [403, 'Gift-with-purchase products cannot be added.'],
  PLP400: [404, 'Product not found.'],
  STR404: [404, 'Store not found.'],
  // Ours, beyond the spec: collection points (docs/stores.md, "Collection points").
  STR403: [403, 'Collection points are not offered.'],
  STR429: [429, 'Too many collection point searches from this address.'],
  STR503: [503, "The carrier's collection point search is unavailable."],
  // A refused return is the shopper's to fix (quantities, window): a 4xx, whatever the code's digits.
  RTN500: [409, 'The return could not be created.'],
  // Ours, beyond the spec: after-sales refusals (docs/after-sales.md).
  WAR400: [400, 'The warranty photos must be JPEG, PNG or WebP images within the size limit.'],
  WAR409: [409, 'A warranty claim cannot be made for this item.'],
  GFT429: [429, 'The gift card email was sent too recently.'],
  CNT429: [429, 'Too many contact messages from this address.'],
  OHS429: [429, 'Too many order lookups from this address.'],
  // Ours, beyond the spec: favorites (spec 000 section 6 says when they are off).
  WSH403: [403, 'Favorites are not available.'],
  WSH405: [403, 'Favorites are not available for employee accounts.'],
  WSH404: [404, 'Favorites list or item not found.'],
  WSH409: [409, 'The favorites list is full.'],
  WSH429: [429, 'Too many shared list views from this address.'],
  // Ours, beyond the spec: saved payment methods (docs/checkout.md, "Saved payment methods").
  GFC300: [409, 'This gift card is already saved.'],
  PYT429: [429, 'Too many cards tried. Try again later.'],
  // Ours, beyond the spec: newsletter and SMS consents (docs/subscriptions.md).
  SUB400: [400, 'Add a mobile number to your profile to receive text messages.'],
  SUB403: [403, 'Text messages are not offered in this country.'],
  SUB404: [404, 'This confirmation link is not valid or has expired.'],
  SUB429: [429, 'Too many newsletter requests from this address.'],
  CCN429: [429, 'Too many profile look-ups from this address.'],
  // Ours, beyond the spec: event registration (docs/api.md, "Event registration").
  EVT404: [404, 'This event is not open for registration.'],
  EVT409: [409, 'You are already registered for this event.'],
  EVT410: [409, 'This event is full.'],
  // Ours, beyond the spec: experiment decisions and conversions (docs/experiments.md).
  EXP429: [429, 'Too many experiment calls from this address.'],
  API400: [400, 'A required request header is missing or invalid.'],
  API404: [404, 'No such endpoint.'],
  API405: [405, 'Method not allowed on this endpoint.'],
  API406: [406, 'This endpoint answers JSON only.'],
  API415: [415, 'Send the request body as JSON.'],
  ATTR100: [400, 'A required attribute is missing.'],
  ATTR200: [400, 'An attribute has an invalid value.'],
  ATTR300: [400, 'The request body could not be read.'],
  GEN500: [500, 'Something went wrong.'],
  '4044': [404, 'Loyalty member not found.'],
  REV410: [400, 'The review is too long.'],
  // Client-side rules the checkout API enforces again, answering with the same codes.
  FE309: [400, 'The card expiry date is not valid.'],
  SHP410: [400, 'Enter a phone number for delivery.'],
  BILL410: [400, 'Enter a phone number for billing.'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Codes raised by the page itself, never by the API. */
export const clientErrorCodes = [
  'FE340',
  'FE872',
  'FE309',
  'PRO410',
  'PRO411',
  'SHP410',
  'BILL410',
] as const;
export type ClientErrorCode = (typeof clientErrorCodes)[number];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorCatalogue, value);
}

export function statusOf(code: ErrorCode): number {
  return errorCatalogue[code][0];
}

export function defaultMessageOf(code: ErrorCode): string {
  return errorCatalogue[code][1];
}
