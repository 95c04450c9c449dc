import { describe, expect, it } from 'vitest';
import { missingProductionSettings, refusalMessage } from './readiness';
import type { Env } from './env';

const production = {
  SMTP_URL: 'smtps://mail:secret@smtp.example:465',
  ADYEN_API_KEY: 'key',
  ADYEN_CLIENT_KEY: 'test_client',
  ADYEN_MERCHANT_ACCOUNT: 'StrideECOM',
  RECAPTCHA_PROJECT_ID: 'stride',
  RECAPTCHA_SITE_KEY: 'site',
  RECAPTCHA_API_KEY: 'api',
  AUTH_SECRET: 's'.repeat(40),
  PUBLIC_BASE_URL: 'https://shop.example',
  CUSTOMER_SERVICE_EMAIL: 'care@shop.example',
  RETURNS_ADDRESS: 'Returns, Unit 4|Leeds LS1 4AP|United Kingdom',
  SELLER_LEGAL_NAME: 'Shop Example Ltd',
  SELLER_ADDRESS: '1 High Street|London EC1A 1BB|United Kingdom',
  SELLER_VAT_ID: 'GB123456789',
  OMS_API_KEY: 'o'.repeat(32),
};

const env = (DEMO_MODE: boolean, SMS_OPT_IN_COUNTRIES: string[] = []) =>
  ({ DEMO_MODE, SMS_OPT_IN_COUNTRIES }) as Env;

describe('what a production start requires', () => {
  it('asks nothing of the demo', () => {
    expect(missingProductionSettings(env(true), {}, false)).toEqual([]);
  });

  it('lists every missing service setting, and plain `next start`, outside the demo', () => {
    const missing = missingProductionSettings(env(false), {}, false).join('\n');
    for (const name of [
      'SMTP_URL',
      'ADYEN_API_KEY',
      'RECAPTCHA_SITE_KEY',
      'AUTH_SECRET',
      'PUBLIC_BASE_URL',
      'CUSTOMER_SERVICE_EMAIL',
      'RETURNS_ADDRESS',
      'SELLER_VAT_ID',
      'OMS_API_KEY',
      'npm start',
    ]) {
      expect(missing).toContain(name);
    }
    expect(refusalMessage([missing])).toMatch(/DEMO_MODE=1/);
  });

  it('is satisfied by a full production configuration behind the entry server', () => {
    expect(missingProductionSettings(env(false), production, true)).toEqual([]);
    const { ADYEN_CLIENT_KEY: _dropped, ...partial } = production;
    expect(missingProductionSettings(env(false), partial, true)).toEqual([
      expect.stringContaining('ADYEN_CLIENT_KEY'),
    ]);
  });

  it('wants an SMS provider only where text messages are offered', () => {
    expect(missingProductionSettings(env(false, ['US']), production, true)).toEqual([
      expect.stringContaining('TWILIO_ACCOUNT_SID'),
    ]);
    const twilio = {
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 't'.repeat(32),
      SMS_FROM: '+15550100',
    };
    expect(
      missingProductionSettings(env(false, ['US']), { ...production, ...twilio }, true),
    ).toEqual([]);
  });

  it('refuses the fulfilment simulator outside the demo', () => {
    const simulated = { ...env(false), FULFILMENT_SIMULATOR: true } as Env;
    expect(missingProductionSettings(simulated, production, true)).toEqual([
      expect.stringContaining('FULFILMENT_SIMULATOR'),
    ]);
  });
});
