import { describe, expect, it } from 'vitest';
import { linksInHtml, withoutOrderAccess } from './message-links';
import { renderEmail } from './templates';

describe('linksInHtml', () => {
  it('finds the reset link of a rendered email once, with its query intact', () => {
    const resetUrl = 'https://shop.example/en-us/reset-password?token=abc&source=email';
    const { html } = renderEmail('password-reset', 'en-us', { resetUrl, expiresInMinutes: '30' });
    expect(linksInHtml(html)).toEqual([resetUrl]);
  });

  it('decodes entities, keeps order and leaves out anything but http(s)', () => {
    const html = [
      `<a href='http://a.example/?x=1&#38;y=&#x32;'>a</a>`,
      '<a class="b" href="javascript:alert(1)">b</a>',
      '<a href="/relative">c</a>',
      '<a href="mailto:help@example.com">d</a>',
      '<a href="https://b.example/&quot;q&quot;">e</a>',
      '<a href="https://c.example/&#99999999;">f</a>',
    ].join('');
    expect(linksInHtml(html)).toEqual([
      'http://a.example/?x=1&y=2',
      'https://b.example/"q"',
      'https://c.example/&#99999999;',
    ]);
  });
});

describe('order access in shown mail', () => {
  it('hides the token that opens an order, in HTML and in text, and keeps the rest', () => {
    const html =
      '<a href="https://shop.example/en-us/order-confirmation?orderNumber=S100&amp;st=secret-1">Order</a>';
    const text =
      'See https://shop.example/en-us/order-confirmation?orderNumber=S100&st=secret-1 now';
    expect(withoutOrderAccess(html)).not.toContain('secret-1');
    expect(withoutOrderAccess(html)).toContain('orderNumber=S100&amp;st=hidden');
    expect(withoutOrderAccess(text)).toBe(
      'See https://shop.example/en-us/order-confirmation?orderNumber=S100&st=hidden now',
    );
    expect(withoutOrderAccess('https://shop.example/reset?token=abc')).toBe(
      'https://shop.example/reset?token=abc',
    );
  });
});
