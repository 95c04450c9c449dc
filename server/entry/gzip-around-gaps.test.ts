import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAroundGaps } from './gzip-around-gaps.mjs';

const nonce = () => Buffer.from(randomBytes(16).toString('base64'));

/** A page as Next renders it: scripts carrying the nonce among markup and data that repeat. */
function page(key: string) {
  const words = ['runner', 'trail', 'waterproof', 'ü€', 'flex', 'gap-2', 'rounded', '"id":'];
  let seed = 7;
  const word = () => words[(seed = (seed * 48271) % 2147483647) % words.length];
  let html = `<!DOCTYPE html><html><head><script nonce="${key}" src="/a.js"></script></head><body>`;
  for (let i = 0; i < 40; i++) {
    const text = Array.from({ length: 300 }, word).join(' ');
    html += `<a class="flex flex-col gap-2" href="/en-us/p/runner-${i}">${text}</a>`;
    html += `<script nonce="${key}">self.__next_f.push([1,"${text.replaceAll('"', '\\"')}"])</script>`;
  }
  return `${html}</body></html>`;
}

describe('a page compressed around its nonces', () => {
  it('decompresses, in every answer, to the page with that answer’s nonce', async () => {
    const key = nonce().toString();
    const parts = page(key).split(key);
    const body = await compressAroundGaps(parts, key.length);
    for (const gap of [nonce(), nonce()]) {
      expect(gunzipSync(body.gzip(gap)).toString()).toBe(parts.join(gap.toString()));
      expect(body.plain(gap).toString()).toBe(parts.join(gap.toString()));
    }
  });

  it('is about as small as compressing the whole page', async () => {
    const key = nonce().toString();
    const parts = page(key).split(key);
    const body = await compressAroundGaps(parts, key.length);
    const whole = gzipSync(parts.join(key), { level: 6 }).length;
    expect(body.gzip(nonce()).length).toBeLessThan(whole * 1.25);
  });

  it('keeps the gaps out of what later parts refer back to, even in a page with NULs', async () => {
    const parts = ['\u0000'.repeat(64), '\u0000'.repeat(64), 'end'];
    const body = await compressAroundGaps(parts, 24);
    const gap = Buffer.alloc(24);
    gap.fill('x');
    expect(gunzipSync(body.gzip(gap)).toString()).toBe(parts.join('x'.repeat(24)));
  });

  it('answers a page that starts or ends with a nonce', async () => {
    const body = await compressAroundGaps(['', '<p>middle</p>', ''], 24);
    const gap = nonce();
    expect(gunzipSync(body.gzip(gap)).toString()).toBe(`${gap}<p>middle</p>${gap}`);
  });
});
