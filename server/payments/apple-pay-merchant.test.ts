import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDomainAssociation } from './apple-pay-domain-association';
import { applePayMerchantFromEnv, type ApplePayTransport } from './apple-pay-merchant';

const files: Record<string, string> = { '/certs/apple.pem': 'CERT', '/certs/apple.key': 'KEY' };
const readFile = (file: string) => {
  const content = files[file];
  if (content === undefined) throw new Error('ENOENT');
  return content;
};
const complete = {
  APPLE_PAY_MERCHANT_ID: 'merchant.com.stride',
  APPLE_PAY_MERCHANT_CERT_PATH: '/certs/apple.pem',
  APPLE_PAY_MERCHANT_KEY_PATH: '/certs/apple.key',
  PUBLIC_BASE_URL: 'https://shop.stride.example',
};

describe('Apple Pay settings', () => {
  it('leave Apple Pay off when none is set', () => {
    expect(applePayMerchantFromEnv({ PUBLIC_BASE_URL: 'http://localhost:3000' })).toBeNull();
  });

  it('fail at start when only part of the set is given', () => {
    expect(() =>
      applePayMerchantFromEnv(
        { ...complete, APPLE_PAY_MERCHANT_KEY_PATH: undefined },
        { readFile },
      ),
    ).toThrow(
      'Set all of APPLE_PAY_MERCHANT_ID, APPLE_PAY_MERCHANT_CERT_PATH and APPLE_PAY_MERCHANT_KEY_PATH, or none.',
    );
  });

  it('fail at start naming the file that cannot be read', () => {
    expect(() =>
      applePayMerchantFromEnv(
        { ...complete, APPLE_PAY_MERCHANT_CERT_PATH: '/missing.pem' },
        { readFile },
      ),
    ).toThrow('APPLE_PAY_MERCHANT_CERT_PATH: cannot read /missing.pem.');
  });

  it("validate with the certificate, the brand's name and the public host", async () => {
    const seen: unknown[] = [];
    const transport: ApplePayTransport = async (_url, body, tls) => {
      seen.push({ body: JSON.parse(body), tls });
      return { status: 200, body: '{"merchantSessionIdentifier":"SSH"}' };
    };
    const merchant = applePayMerchantFromEnv(complete, { readFile, transport });
    await merchant?.startSession(
      'https://apple-pay-gateway.apple.com/paymentservices/startSession',
    );
    expect(seen).toEqual([
      {
        body: {
          merchantIdentifier: 'merchant.com.stride',
          displayName: 'Stride',
          initiative: 'web',
          initiativeContext: 'shop.stride.example',
        },
        tls: { cert: 'CERT', key: 'KEY' },
      },
    ]);
    const named = applePayMerchantFromEnv(
      { ...complete, APPLE_PAY_DISPLAY_NAME: 'Stride Outlet' },
      { readFile, transport },
    );
    await named?.startSession('https://apple-pay-gateway.apple.com/paymentservices/startSession');
    expect(seen[1]).toMatchObject({ body: { displayName: 'Stride Outlet' } });
  });
});

describe('Apple Pay domain verification file', () => {
  it('is read from its path, and absent when unset or unreadable', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'apple-pay-'));
    const file = path.join(dir, 'association');
    writeFileSync(file, '7B227073704964223A2239');
    expect(await readDomainAssociation({ APPLE_PAY_DOMAIN_ASSOCIATION_PATH: file })).toBe(
      '7B227073704964223A2239',
    );
    expect(await readDomainAssociation({})).toBeNull();
    expect(
      await readDomainAssociation({ APPLE_PAY_DOMAIN_ASSOCIATION_PATH: path.join(dir, 'none') }),
    ).toBeNull();
  });
});
