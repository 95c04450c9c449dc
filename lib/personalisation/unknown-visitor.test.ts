// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { Region } from '@/lib/i18n/locales';
import { CART_STORAGE_KEY } from '@/lib/cart/stored-cart';
import { isUnknownVisitor, provisionalMarks, showProvisionalScript } from './unknown-visitor';

/** The marks the script's rule shows, or null when it added none. */
function shownMarks(): string | null {
  const rule = [...document.head.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .find((text) => text.includes('[data-provisional'));
  return rule ? /~="(\w)"/.exec(rule)![1]! : null;
}

function runScript(region: Region) {
  for (const style of document.head.querySelectorAll('style')) style.remove();
  new Function(showProvisionalScript(region))();
  return shownMarks();
}

const setCookie = (name: string, value: string | null) => {
  document.cookie = value === null ? `${name}=; max-age=0; path=/` : `${name}=${value}; path=/`;
};

/** What the page's own code makes of this browser, to agree with the script. */
const unknownToPage = () => isUnknownVisitor(document.cookie, location.search, () => localStorage);

const rememberBag = (totalItems: number) =>
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ state: { basketId: 'b-1', totalItems }, version: 0 }),
  );

afterEach(() => {
  localStorage.clear();
  setCookie('stride_session', null);
  setCookie('stride_consent', null);
  window.history.replaceState(null, '', '/');
});

describe('what a visitor the store knows nothing of is shown before the decision', () => {
  it('marks the segment a sessionless guest is in for targeting consent, the baseline without', () => {
    expect(provisionalMarks(['loyalty-member', 'cart-empty'])).toEqual(
      new Map([
        [null, 'n'],
        ['cart-empty', 't'],
      ]),
    );
    expect(provisionalMarks(['loyalty-member', 'logged-in'])).toEqual(new Map([[null, 'n t']]));
  });

  it('shows the marks for the region’s default consent to a browser without a session', () => {
    expect(runScript('NORA')).toBe('t');
    // In EMEA nothing is personalised before the shopper's explicit choice.
    expect(runScript('EMEA')).toBe('n');
    expect(unknownToPage()).toBe(true);
  });

  it('follows the shopper’s consent choice where there is one', () => {
    setCookie('stride_consent', 'v1.p1.f1.t0');
    expect(runScript('NORA')).toBe('n');
    setCookie('stride_consent', 'v1.p0.f0.t1');
    expect(runScript('EMEA')).toBe('t');
    // A value that cannot be read counts as no choice, as consent.ts reads it.
    setCookie('stride_consent', 'garbled');
    expect(runScript('EMEA')).toBe('n');
  });

  it('shows them to a guest whose bag is empty, as to a browser without a session', () => {
    setCookie('stride_session', 'guest');
    expect(runScript('NORA')).toBe('t');
    expect(unknownToPage()).toBe(true);
    rememberBag(0);
    expect(runScript('NORA')).toBe('t');
    expect(unknownToPage()).toBe(true);
  });

  it('shows nothing early to a guest with something in the bag, or when the bag is unreadable', () => {
    setCookie('stride_session', 'guest');
    rememberBag(2);
    expect(runScript('NORA')).toBeNull();
    expect(unknownToPage()).toBe(false);
    localStorage.setItem(CART_STORAGE_KEY, '{garbled');
    expect(runScript('NORA')).toBeNull();
    expect(unknownToPage()).toBe(false);
    expect(
      isUnknownVisitor(document.cookie, location.search, () => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).toBe(false);
  });

  it('shows nothing early to an account’s session, or while QA forces alternatives', () => {
    for (const hint of ['consumer', '1']) {
      setCookie('stride_session', hint);
      expect(runScript('NORA')).toBeNull();
      expect(unknownToPage()).toBe(false);
    }
    setCookie('stride_session', null);

    window.history.replaceState(null, '', '/?p13n_testcontext=%7B%7D');
    expect(runScript('NORA')).toBeNull();
    expect(unknownToPage()).toBe(false);
  });
});
