/** The actions the storefront protects with reCAPTCHA. */
export const recaptchaActions = [
  'login',
  'register',
  'placeOrder',
  'contactUs',
  'trackOrder',
  'savePaymentMethod',
  'newsletter',
] as const;
export type RecaptchaAction = (typeof recaptchaActions)[number];

/**
 * Without reCAPTCHA Enterprise configured, the page sends `offline.<action>.<nonce>` and the
 * server's offline verifier accepts it when the action matches. It proves nothing about the
 * visitor; it keeps the request shape identical to production so both paths share one flow.
 */
export const offlineRecaptchaTokenPattern = /^offline\.([A-Za-z]+)\.[A-Za-z0-9_-]{16,64}$/;

const NONCE_BYTES = 18;

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token for the offline verifier; Web Crypto, so it works in the browser and on Node. */
export function offlineRecaptchaToken(action: RecaptchaAction): string {
  return `offline.${action}.${toBase64Url(crypto.getRandomValues(new Uint8Array(NONCE_BYTES)))}`;
}

/** The action an offline token was made for, or undefined when it is not one. */
export function offlineRecaptchaAction(token: string): string | undefined {
  return offlineRecaptchaTokenPattern.exec(token)?.[1];
}
