import { getEnv } from '../config/env';
import { demoOnly } from '../config/readiness';
import type { Database } from '../db/client';
import { recordSms } from './outbox';
import type { SmsSender } from './sms-sender';
import { createTwilioSender } from './twilio-sender';

/** Whether a real SMS provider is configured (all three Twilio settings). */
export function isSmsProviderConfigured(): boolean {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM } = getEnv();
  return Boolean(TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && SMS_FROM);
}

/** Twilio when configured; in the demo without it, texts only go to the sms_outbox table. */
export function getSmsSender(db: Database): SmsSender {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, SMS_FROM, DEMO_MODE } = getEnv();
  if (TWILIO_ACCOUNT_SID && TWILIO_AUTH_TOKEN && SMS_FROM) {
    return createTwilioSender(db, {
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: TWILIO_AUTH_TOKEN,
      from: SMS_FROM,
    });
  }
  if (DEMO_MODE) return { send: (message) => recordSms(db, message, 'outbox') };
  return demoOnly('The SMS outbox', 'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM');
}

/** The developer page of texts: demo only, and only while the outbox is where texts go. */
export function isSmsOutboxViewerEnabled(): boolean {
  return getEnv().DEMO_MODE && !isSmsProviderConfigured();
}
