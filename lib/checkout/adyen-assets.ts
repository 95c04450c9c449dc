/**
 * Adyen Web's stylesheet as our own server serves it (app/payment-assets/adyen-web.css), with
 * its Subresource Integrity hash (the card provider's script and stylesheet load with integrity
 * hashes). The script itself is bundled from the pinned package and loaded on demand.
 * adyen-assets.test.ts recomputes the hash from the installed package, so upgrading
 * @adyen/adyen-web without updating it fails the tests rather than the checkout page.
 */
export const ADYEN_WEB_VERSION = '6.45.2';
export const ADYEN_STYLESHEET_PATH = '/payment-assets/adyen-web.css';
export const ADYEN_STYLESHEET_INTEGRITY =
  'sha384-9zH8plqNO7Npka9JqP0lRo4GBknz3eH+w/2q1BCpiqADSQ+32e+ERjJP9LdHGRJq';
