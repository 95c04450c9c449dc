import type { Database } from '../db/client';
import { recordSms } from './outbox';
import type { SmsSender } from './sms-sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** Tests point it at a local stand-in; Twilio's API otherwise. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Sends through Twilio's Messages API
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource),
 * then records the text (transport 'provider') so support can see what a customer was sent.
 * A refused or unreachable send throws before anything is recorded.
 */
export function createTwilioSender(
  db: Database,
  {
    accountSid,
    authToken,
    from,
    baseUrl = 'https://api.twilio.com',
    timeoutMs = 10_000,
  }: TwilioSettings,
): SmsSender {
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok)
        throw new Error(`The SMS provider refused the message: HTTP ${response.status}`);
      await recordSms(db, message, 'provider');
    },
  };
}
