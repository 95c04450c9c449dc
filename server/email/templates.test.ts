import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { resetEnvForTests } from '../config/env';
import type { EmailKind } from './mailer';
import { renderEmail } from './templates';

const resetUrl = 'https://shop.example/en-us/reset-password?token=a1b2&source=email';

const resetTexts: Record<string, { subject: string; expiry: string }> = {
  en: { subject: 'Reset your Stride password', expiry: '30 minutes' },
  fr: { subject: 'Réinitialisez votre mot de passe Stride', expiry: '30 minutes' },
  de: { subject: 'Setze dein Stride-Passwort zurück', expiry: '30 Minuten' },
  it: { subject: 'Reimposta la password Stride', expiry: '30 minuti' },
};

const validData: Record<EmailKind, Record<string, string>> = {
  'password-reset': { firstName: 'Ada', resetUrl, expiresInMinutes: '30' },
  welcome: { firstName: 'Ada', memberId: 'M-1042' },
  'password-changed': { firstName: 'Ada' },
  'order-confirmation': {
    orderNumber: 'ST-000123',
    total: '€129.00',
    orderUrl: 'https://shop.example/fr-fr/orders/ST-000123',
  },
  'back-in-stock': {
    productName: 'Trail Runner 2',
    color: 'Black',
    size: '42',
    productUrl: 'https://shop.example/de-de/p/trail-runner-2-ST000123',
  },
};

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe('renderEmail', () => {
  it.each(locales)('writes the password reset mail in the language of %s', (locale) => {
    const expected = resetTexts[locale.slice(0, 2)]!;
    const email = renderEmail('password-reset', locale, validData['password-reset']);

    expect(email.subject).toBe(expected.subject);
    expect(email.html).toContain(`<html lang="${toLanguageTag(locale)}">`);
    expect(email.html).toContain(`<title>${expected.subject}</title>`);
    expect(email.html).toContain(`<a href="${resetUrl.replace('&', '&amp;')}"`);
    expect(email.html).toContain(expected.expiry);
    expect(email.text).toContain(resetUrl);
    expect(email.text).toContain(expected.expiry);
    expect(email.text).toContain('Ada');
  });

  it.each(Object.keys(validData) as EmailKind[])(
    'renders %s in every language with no placeholder left',
    (kind) => {
      for (const locale of locales) {
        const email = renderEmail(kind, locale, validData[kind]);
        for (const part of [email.subject, email.text, email.html]) {
          expect(part).not.toMatch(/[{}]/);
        }
      }
    },
  );

  it('escapes every interpolated value in the HTML and keeps the text verbatim', () => {
    const hostile = '<script>alert("x")</script>';
    const url = 'https://shop.example/reset-password?t="><img src=x onerror=alert(1)>';
    const email = renderEmail('password-reset', 'fr-fr', {
      firstName: hostile,
      resetUrl: url,
      expiresInMinutes: '15',
    });

    expect(email.html).not.toContain('<script>');
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('t=&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(email.text).toContain(`Bonjour ${hostile},`);
    expect(email.text).toContain(url);
  });

  it('greets by name when it has one, and generically otherwise', () => {
    const named = renderEmail('password-changed', 'de-de', { firstName: 'Jonas' });
    const anonymous = renderEmail('password-changed', 'de-de', {});
    expect(named.text.startsWith('Hallo Jonas,\n')).toBe(true);
    expect(anonymous.text.startsWith('Hallo,\n')).toBe(true);
  });

  it('welcomes with the member number when given and links to the store in the locale', () => {
    vi.stubEnv('PUBLIC_BASE_URL', 'https://shop.example');
    resetEnvForTests();
    const email = renderEmail('welcome', 'it-it', { firstName: 'Giulia', memberId: 'M-7' });
    expect(email.subject).toBe('Ti diamo il benvenuto in Stride, Giulia');
    expect(email.text).toContain('M-7');
    expect(email.html).toContain('href="https://shop.example/it-it"');

    const withoutMember = renderEmail('welcome', 'it-it', { firstName: 'Giulia' });
    expect(withoutMember.text).not.toContain('numero di membro');
  });

  it('keeps the subject on one line whatever the name holds', () => {
    const email = renderEmail('welcome', 'en-us', { firstName: 'Ada\r\nBcc: x@evil.example' });
    expect(email.subject).toBe('Welcome to Stride, Ada Bcc: x@evil.example');
  });

  it('tells which product, colour and size is back, linking to its page, escaped in HTML', () => {
    const email = renderEmail('back-in-stock', 'de-de', {
      ...validData['back-in-stock'],
      productName: 'Trail <b>Runner</b> & Co',
    });
    expect(email.subject).toBe('Trail <b>Runner</b> & Co ist bei Stride wieder auf Lager');
    expect(email.text).toContain('Trail <b>Runner</b> & Co. Farbe: Black · Größe: 42.');
    expect(email.html).toContain('Trail &lt;b&gt;Runner&lt;/b&gt; &amp; Co. Farbe: Black');
    expect(email.html).not.toContain('<b>Runner');
    expect(email.html).toContain('href="https://shop.example/de-de/p/trail-runner-2-ST000123"');
  });

  it.each<[EmailKind, Locale, Record<string, string>, RegExp]>([
    ['password-reset', 'en-us', { expiresInMinutes: '30' }, /data\.resetUrl/],
    ['password-reset', 'en-us', { resetUrl, expiresInMinutes: '' }, /data\.expiresInMinutes/],
    ['password-reset', 'en-us', { resetUrl, expiresInMinutes: 'soon' }, /whole minutes/],
    ['password-reset', 'en-us', { resetUrl: 'javascript:alert(1)', expiresInMinutes: '5' }, /http/],
    ['password-reset', 'en-us', { resetUrl: '/reset-password', expiresInMinutes: '5' }, /http/],
    ['welcome', 'fr-ca', { memberId: 'M-1' }, /data\.firstName/],
    ['order-confirmation', 'de-de', { total: '1 €', orderUrl: resetUrl }, /data\.orderNumber/],
    ['order-confirmation', 'de-de', { orderNumber: '1', orderUrl: resetUrl }, /data\.total/],
    ['order-confirmation', 'de-de', { orderNumber: '1', total: '1 €' }, /data\.orderUrl/],
    ['back-in-stock', 'it-it', { color: 'Nero', size: 'M', productUrl: resetUrl }, /productName/],
    ['back-in-stock', 'it-it', { productName: 'T', color: 'Nero', productUrl: resetUrl }, /size/],
    ['back-in-stock', 'it-it', { productName: 'T', color: 'Nero', size: 'M' }, /productUrl/],
  ])('refuses %s in %s without the data it needs (%o)', (kind, locale, data, message) => {
    expect(() => renderEmail(kind, locale, data)).toThrow(message);
  });
});
