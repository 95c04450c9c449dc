import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { resetEnvForTests } from '../config/env';
import type { OrderConfirmationData } from './kinds/order-confirmation';
import type { EmailKind } from './mailer';
import { linksInHtml } from './message-links';
import { renderEmail, type EmailDataOf } from './templates';

const resetUrl = 'https://shop.example/en-us/reset-password?token=a1b2&source=email';

const resetTexts: Record<string, { subject: string; expiry: string }> = {
  en: { subject: 'Reset your Stride password', expiry: '30 minutes' },
  fr: { subject: 'Réinitialisez votre mot de passe Stride', expiry: '30 minutes' },
  de: { subject: 'Setze dein Stride-Passwort zurück', expiry: '30 Minuten' },
  it: { subject: 'Reimposta la password Stride', expiry: '30 minuti' },
};

/** A euro order: a shoe and two shirts, a 10 % coupon, free shipping, VAT included. */
const order: OrderConfirmationData['order'] = {
  orderNumber: 'ST-000123',
  currency: 'EUR',
  items: [
    {
      itemId: '00000000-0000-4000-8000-000000000001',
      productId: 'RUN10001',
      variantId: 'RUN1000110',
      name: 'Road Runner',
      color: 'Schwarz',
      size: '42',
      imageUrl: '/media/products/road-runner-blk.webp',
      qty: 1,
      price: 120,
      rowSubtotal: 120,
      rowTotal: 108,
      shippingMethod: 'standard',
      storeId: null,
    },
    {
      itemId: '00000000-0000-4000-8000-000000000002',
      productId: 'TEE20002',
      variantId: 'TEE2000203',
      name: 'Trail <Tee>',
      color: 'Weiß',
      size: 'M',
      imageUrl: null,
      qty: 2,
      price: 15,
      rowSubtotal: 30,
      rowTotal: 27,
      shippingMethod: 'standard',
      storeId: null,
    },
  ],
  shipments: [
    {
      shipmentId: 'me',
      shippingMethod: { code: 'standard', label: 'Standard', price: 5.95 },
      storeId: null,
      store: null,
      address: {
        firstName: 'Jonas',
        lastName: 'Weber',
        addressLine1: 'Friedrichstraße 10',
        addressLine2: '',
        city: 'Berlin',
        province: '',
        postalCode: '10117',
        country: 'Germany',
        countryCode: 'DE',
        email: 'jonas@example.com',
        phone: '+49301234567',
        phoneCode: '49',
      },
    },
  ],
  summary: {
    currency: 'EUR',
    subtotal: 150,
    discounts: [
      { kind: 'coupon', name: 'Willkommen: 10 % Rabatt', couponCode: 'WELCOME10', amount: 15 },
    ],
    shipping: { amount: 0, promotions: ['Kostenloser Versand'] },
    tax: { amount: 21.55, included: true, estimated: false },
    total: 135,
    payments: [{ kind: 'giftCard', reference: '0001', amount: 50 }],
    remainingToPay: 85,
  },
};

const validData: { [K in EmailKind]: EmailDataOf[K] } = {
  'password-reset': { firstName: 'Ada', resetUrl, expiresInMinutes: '30' },
  welcome: { firstName: 'Ada', memberId: 'M-1042' },
  'password-changed': { firstName: 'Ada' },
  'order-confirmation': {
    firstName: 'Ada',
    orderUrl: 'https://shop.example/fr-fr/order-confirmation?orderNumber=ST-000123&st=s3cret',
    order,
  },
  'back-in-stock': {
    productName: 'Trail Runner 2',
    color: 'Black',
    size: '42',
    productUrl: 'https://shop.example/de-de/p/trail-runner-2-ST000123',
  },
  'return-label': {
    firstName: 'Ada',
    orderNumber: 'ST-000123',
    returnId: 'R7KQ2M9XPA4',
    returnBy: '31 March 2026',
    amount: '€89.95',
    items: [{ name: 'Trail Runner 2', qty: 1 }],
    orderUrl: 'https://shop.example/fr-fr/account/orders/ST-000123',
  },
  'warranty-claim': {
    firstName: 'Ada',
    claimId: 'W7KQ2M9XPA4',
    productName: 'Trail Runner 2',
    orderNumber: 'ST-000123',
    orderUrl: 'https://shop.example/fr-fr/account/orders/ST-000123',
  },
  'gift-card': {
    recipientName: 'Sam',
    senderName: 'Ada',
    amount: '€50.00',
    message: 'Happy birthday!',
    storeUrl: 'https://shop.example/fr-fr',
  },
  'contact-us-received': {
    firstName: 'Ada',
    caseNumber: 'C7KQ2M9XPA',
    category: 'My order',
    subject: 'Where is my order?',
  },
  'contact-us-case': {
    caseNumber: 'C7KQ2M9XPA',
    category: 'My order',
    subject: 'Where is my order?',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    orderNumber: 'ST-000123',
    locale: 'fr-fr',
    message: 'My parcel has not arrived yet.',
  },
  'order-shipped': {
    firstName: 'Ada',
    orderNumber: 'ST-000123',
    orderUrl: 'https://shop.example/fr-fr/account/orders/ST-000123',
    carrier: 'DemoPost',
    trackingNumber: 'DP123456789',
    trackingUrl: 'https://shop.example/fr-fr/order-status?orderNumber=ST-000123',
  },
  'order-delivered': {
    orderNumber: 'ST-000123',
    orderUrl: 'https://shop.example/fr-fr/order-status?orderNumber=ST-000123',
  },
  'order-cancelled': {
    orderNumber: 'ST-000123',
    orderUrl: 'https://shop.example/fr-fr/order-status?orderNumber=ST-000123',
    refund: '85,00 €',
  },
  'refund-issued': {
    orderNumber: 'ST-000123',
    orderUrl: 'https://shop.example/fr-fr/order-status?orderNumber=ST-000123',
    refund: '85,00 €',
  },
  'newsletter-confirmation': {
    confirmUrl: 'https://shop.example/fr-fr/newsletter/confirm?token=abc',
    expiresInDays: '7',
  },
  'event-registration': {
    firstName: 'Ada',
    eventId: 'trail-weekend',
    eventTitle: 'Trail weekend',
    place: 'Stride Westend, London',
    days: '13/06/2026, 14/06/2026',
    guestName: 'Zoë Martin',
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
        const email = renderEmail(kind, locale, validData[kind] as EmailDataOf[typeof kind]);
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

  it('lists the order: items with absolute images, delivery, the page’s totals and its link', () => {
    const email = renderEmail('order-confirmation', 'de-de', validData['order-confirmation'], {
      publicBaseUrl: 'https://shop.example:8443',
    });

    expect(email.subject).toBe('Deine Stride-Bestellung ST-000123');
    expect(email.text).toContain('Road Runner\nSchwarz, Größe 42, Menge 1\n120,00\u00a0€');
    expect(email.text).toContain('Trail <Tee>\nWeiß, Größe M, Menge 2\n30,00\u00a0€');
    expect(email.html).toContain('Trail &lt;Tee&gt;');
    expect(email.html).toContain(
      '<img src="https://shop.example:8443/media/products/road-runner-blk.webp" width="64" height="64" alt=""',
    );
    expect(email.text).toContain(
      'Standard, Jonas Weber, Friedrichstraße 10, 10117 Berlin, Deutschland',
    );
    // The confirmation page's rows: the summands add up to the total, VAT is a note, the
    // gift card comes off below the total.
    expect(email.text).toContain(
      [
        'Zwischensumme: 150,00\u00a0€',
        'Willkommen: 10 % Rabatt (Code WELCOME10): \u221215,00\u00a0€',
        'Versand: Kostenlos',
        '  Kostenloser Versand',
        'Gesamtsumme: 135,00\u00a0€',
      ].join('\n'),
    );
    expect(email.text).toContain('inkl. 21,55\u00a0€ MwSt.');
    expect(email.text).toContain(
      'Geschenkkarte mit Endziffern 0001: \u221250,00\u00a0€\nNoch zu zahlen: 85,00\u00a0€',
    );
    expect(email.text).toContain(validData['order-confirmation'].orderUrl);
  });

  it('links the confirmation to the order status page with the order number filled in', () => {
    const email = renderEmail('order-confirmation', 'fr-fr', validData['order-confirmation'], {
      publicBaseUrl: 'https://shop.example',
    });
    expect(email.html).toContain('Suivre votre commande');
    expect(linksInHtml(email.html)).toContain(
      'https://shop.example/fr-fr/order-status?orderNumber=ST-000123',
    );
  });

  it.each(Object.keys(validData) as EmailKind[])(
    'builds every link and image of %s on the store’s public origin',
    (kind) => {
      const base = 'https://links.example:8443';
      // Callers build the reset and product links from the same setting (deps.publicBaseUrl).
      const data = JSON.parse(
        JSON.stringify(validData[kind]).replaceAll('https://shop.example', base),
      ) as EmailDataOf[typeof kind];
      const email = renderEmail(kind, 'en-gb', data, { publicBaseUrl: base });
      const images = [...email.html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]);
      for (const address of [...linksInHtml(email.html), ...images]) {
        expect(address?.startsWith(`${base}/`)).toBe(true);
      }
    },
  );

  it.each<[EmailKind, Locale, Record<string, string>, RegExp]>([
    ['password-reset', 'en-us', { expiresInMinutes: '30' }, /data\.resetUrl/],
    ['password-reset', 'en-us', { resetUrl, expiresInMinutes: '' }, /data\.expiresInMinutes/],
    ['password-reset', 'en-us', { resetUrl, expiresInMinutes: 'soon' }, /whole minutes/],
    ['password-reset', 'en-us', { resetUrl: 'javascript:alert(1)', expiresInMinutes: '5' }, /http/],
    ['password-reset', 'en-us', { resetUrl: '/reset-password', expiresInMinutes: '5' }, /http/],
    ['welcome', 'fr-ca', { memberId: 'M-1' }, /data\.firstName/],
    ['back-in-stock', 'it-it', { color: 'Nero', size: 'M', productUrl: resetUrl }, /productName/],
    ['back-in-stock', 'it-it', { productName: 'T', color: 'Nero', productUrl: resetUrl }, /size/],
    ['back-in-stock', 'it-it', { productName: 'T', color: 'Nero', size: 'M' }, /productUrl/],
  ])('refuses %s in %s without the data it needs (%o)', (kind, locale, data, message) => {
    expect(() => renderEmail(kind, locale, data)).toThrow(message);
  });

  it('refuses an order confirmation without its number or an absolute link', () => {
    const data = validData['order-confirmation'];
    expect(() =>
      renderEmail('order-confirmation', 'de-de', { ...data, order: { ...order, orderNumber: '' } }),
    ).toThrow(/data\.orderNumber/);
    expect(() =>
      renderEmail('order-confirmation', 'de-de', { ...data, orderUrl: '/de-de/order' }),
    ).toThrow(/http/);
  });
});
