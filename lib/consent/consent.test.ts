import { describe, expect, it } from 'vitest';
import {
  ALL_REJECTED,
  consentCookie,
  consentGranted,
  consentRequired,
  isPreviewLocation,
  parseConsent,
  readConsentCookie,
  serializeConsent,
} from './consent';

describe('consent', () => {
  it('round-trips a choice through the cookie and refuses what it cannot read', () => {
    const choice = { performance: true, functional: false, targeting: true };
    expect(serializeConsent(choice)).toBe('v1.p1.f0.t1');
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(parseConsent('v1.p1.f0')).toBeNull();
    expect(parseConsent('v2.p1.f1.t1')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it('holds EMEA visitors to an explicit choice unless an editor previews', () => {
    expect(consentRequired({ region: 'EMEA', choice: null })).toBe(true);
    expect(consentGranted({ region: 'EMEA', choice: null }, 'targeting')).toBe(false);
    expect(consentGranted({ region: 'EMEA', choice: null }, 'required')).toBe(true);
    expect(consentRequired({ region: 'EMEA', choice: null, preview: true })).toBe(false);
    expect(consentGranted({ region: 'EMEA', choice: null, preview: true }, 'targeting')).toBe(true);
  });

  it('assumes consent elsewhere until the shopper withdraws it', () => {
    expect(consentRequired({ region: 'NORA', choice: null })).toBe(false);
    expect(consentGranted({ region: 'NORA', choice: null }, 'performance')).toBe(true);
    expect(consentGranted({ region: 'NORA', choice: ALL_REJECTED }, 'performance')).toBe(false);
  });

  it('finds the choice among other cookies', () => {
    expect(readConsentCookie('a=1; stride_consent=v1.p0.f1.t0; b=2')).toEqual({
      performance: false,
      functional: true,
      targeting: false,
    });
    expect(readConsentCookie('a=1; other_stride_consent=v1.p1.f1.t1')).toBeNull();
  });
});

describe('the consent cookie as the browser writes it', () => {
  it('covers the whole site for a year, Lax, and Secure only on https', () => {
    const cookie = consentCookie(ALL_REJECTED, { secure: false });
    expect(cookie).toBe('stride_consent=v1.p0.f0.t0; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(consentCookie(ALL_REJECTED, { secure: true })).toMatch(/; Secure$/);
  });

  it('recognises an editor’s preview by the /pre prefix or preview=true', () => {
    expect(isPreviewLocation({ pathname: '/pre/en-gb', search: '' })).toBe(true);
    expect(isPreviewLocation({ pathname: '/en-gb', search: '?preview=true' })).toBe(true);
    expect(isPreviewLocation({ pathname: '/en-gb', search: '?preview=false' })).toBe(false);
    expect(isPreviewLocation({ pathname: '/presale', search: '' })).toBe(false);
  });
});
