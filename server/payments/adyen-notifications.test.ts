import { describe, expect, it } from 'vitest';
import { adyenWebhookFromEnv, basicAuthMatches } from './adyen-notifications';

const adyenKeys = { ADYEN_API_KEY: 'AQE-key', ADYEN_MERCHANT_ACCOUNT: 'StrideECOM' };
const webhook = {
  ADYEN_WEBHOOK_USERNAME: 'adyen',
  ADYEN_WEBHOOK_PASSWORD: 'secret password',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C',
};

describe('Adyen webhook settings', () => {
  it('warns at start when Adyen runs without its webhook', () => {
    const warnings: string[] = [];
    expect(adyenWebhookFromEnv(adyenKeys, (message) => warnings.push(message))).toBeNull();
    expect(warnings).toEqual([expect.stringMatching(/only when the shopper returns/)]);
  });

  it('stays quiet on the simulator', () => {
    const warnings: string[] = [];
    expect(adyenWebhookFromEnv({}, (message) => warnings.push(message))).toBeNull();
    expect(warnings).toEqual([]);
  });

  it('takes all three with the Adyen keys', () => {
    expect(adyenWebhookFromEnv({ ...adyenKeys, ...webhook }, () => {})).toEqual({
      username: 'adyen',
      password: 'secret password',
      hmacKey: webhook.ADYEN_HMAC_KEY,
      merchantAccount: 'StrideECOM',
    });
  });

  it('stops the start on part of them, or on them without Adyen', () => {
    const { ADYEN_HMAC_KEY: _key, ...partial } = webhook;
    expect(() => adyenWebhookFromEnv({ ...adyenKeys, ...partial }, () => {})).toThrow(/or none/);
    expect(() => adyenWebhookFromEnv(webhook, () => {})).toThrow(/need the Adyen keys/);
  });
});

describe('Adyen webhook basic auth', () => {
  const header = (value: string) => `Basic ${Buffer.from(value).toString('base64')}`;
  const config = { username: 'adyen', password: 'secret password' };

  it('accepts only the configured username and password', () => {
    expect(basicAuthMatches(header('adyen:secret password'), config)).toBe(true);
    expect(basicAuthMatches(header('adyen:secret'), config)).toBe(false);
    expect(basicAuthMatches(header('other:secret password'), config)).toBe(false);
    expect(basicAuthMatches('Bearer token', config)).toBe(false);
    expect(basicAuthMatches(undefined, config)).toBe(false);
  });
});
