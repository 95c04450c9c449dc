import { describe, expect, it } from 'vitest';
import { signOutTarget } from './sign-out-target';

describe('signOutTarget', () => {
  it.each([
    '/en-us/cart',
    '/en-us/checkout/shipping',
    '/fr-fr/favorites',
    '/en-us/account',
    '/en-us/account/orders/123',
  ])('sends %s home', (path) => {
    expect(signOutTarget(path, 'en-us')).toBe('/en-us');
  });

  it.each([
    '/en-us',
    '/en-us/',
    '/en-us/p/trail-runner-ST00000001',
    '/en-us/p/cartwheel-tee-ST00000002',
    '/en-us/c/men-1000',
  ])('keeps the shopper on %s', (path) => {
    expect(signOutTarget(path, 'en-us')).toBeNull();
  });

  it('matches whatever the case and uses the given locale for home', () => {
    expect(signOutTarget('/de-de/Account', 'de-de')).toBe('/de-de');
  });
});
