/**
 * Apple's Apple Pay gateways, the only hosts a merchant validation URL may name: the global
 * and China gateways, their regional pods (apple-pay-gateway-nc-pod1…, cn-apple-pay-gateway-sh-pod1…)
 * and the sandbox (apple-pay-gateway-cert). Apple's "Setting Up Your Server" asks merchants to
 * allow these and nothing else, and the URL comes from the browser, so anything else is refused
 * before the server connects (no request forgery through our certificate).
 */
const GATEWAY_HOST = /^(cn-)?apple-pay-gateway(-[a-z0-9]+)*\.apple\.com$/;

export function isApplePayGatewayUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    (url.port === '' || url.port === '443') &&
    url.username === '' &&
    url.password === '' &&
    GATEWAY_HOST.test(url.hostname) &&
    url.pathname.startsWith('/paymentservices/')
  );
}
