import { afterEach, describe, expect, it } from 'vitest';
import type { Region } from '@/lib/i18n/locales';
import { isNewVisitor, provisionalMarks, showProvisionalScript } from './new-visitor';

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

afterEach(() => {
  setCookie('stride_session', null);
  setCookie('stride_consent', null);
  window.history.replaceState(null, '', '/');
});

describe('what a new visitor is shown before the decision', () => {
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
    expect(isNewVisitor(document.cookie, location.search)).toBe(true);
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

  it('shows nothing early to a browser with a session, or while QA forces alternatives', () => {
    setCookie('stride_session', '1');
    expect(runScript('NORA')).toBeNull();
    expect(isNewVisitor(document.cookie, location.search)).toBe(false);
    setCookie('stride_session', null);

    window.history.replaceState(null, '', '/?p13n_testcontext=%7B%7D');
    expect(runScript('NORA')).toBeNull();
    expect(isNewVisitor(document.cookie, location.search)).toBe(false);
  });
});
