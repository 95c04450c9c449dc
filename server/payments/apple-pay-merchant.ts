import { readFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import en from '@/messages/en.json';
import type { Env } from '../config/env';

export interface ApplePayTls {
  cert: string;
  key: string;
}

export interface ApplePayGatewayReply {
  status: number;
  body: string;
}

/** Posts JSON to Apple with the Merchant Identity certificate (mutual TLS); tests pass a fake. */
export type ApplePayTransport = (
  url: string,
  body: string,
  tls: ApplePayTls,
) => Promise<ApplePayGatewayReply>;

/** Apple refused the validation, did not answer in time, or answered something unreadable. */
export class ApplePayGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApplePayGatewayError';
  }
}

export interface ApplePayMerchant {
  /** Asks Apple for a merchant session at the sheet's validation URL (already host-checked). */
  startSession(validationURL: string): Promise<Record<string, unknown>>;
}

const VALIDATION_TIMEOUT_MS = 10_000;
/** A merchant session is a few kilobytes; anything far larger is not one. */
const MAX_REPLY_BYTES = 64 * 1024;

function httpsApplePayTransport(timeoutMs = VALIDATION_TIMEOUT_MS): ApplePayTransport {
  return (url, body, tls) =>
    new Promise((resolve, reject) => {
      const request = httpsRequest(
        url,
        {
          method: 'POST',
          cert: tls.cert,
          key: tls.key,
          timeout: timeoutMs,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_REPLY_BYTES) {
              request.destroy(new ApplePayGatewayError('Apple Pay answered too much.'));
              return;
            }
            chunks.push(chunk);
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('timeout', () =>
        request.destroy(new ApplePayGatewayError('Apple Pay did not answer in time.')),
      );
      request.on('error', reject);
      request.end(body);
    });
}

export interface ApplePayMerchantConfig extends ApplePayTls {
  merchantIdentifier: string;
  displayName: string;
  /** The store's host, which Apple checks against the domains verified for the merchant. */
  initiativeContext: string;
  transport?: ApplePayTransport;
}

/**
 * Merchant validation with the merchant's own certificate ("Requesting an Apple Pay payment
 * session"): the server posts its identifier, display name and domain to the gateway URL the
 * sheet gave, and hands Apple's opaque session back to the page unchanged.
 */
export function createApplePayMerchant(config: ApplePayMerchantConfig): ApplePayMerchant {
  const transport = config.transport ?? httpsApplePayTransport();
  return {
    async startSession(validationURL) {
      const body = JSON.stringify({
        merchantIdentifier: config.merchantIdentifier,
        displayName: config.displayName,
        initiative: 'web',
        initiativeContext: config.initiativeContext,
      });
      let reply: ApplePayGatewayReply;
      try {
        reply = await transport(validationURL, body, { cert: config.cert, key: config.key });
      } catch (error) {
        throw new ApplePayGatewayError(
          error instanceof Error ? error.message : 'Apple Pay could not be reached.',
        );
      }
      if (reply.status !== 200) {
        throw new ApplePayGatewayError(`Apple Pay refused the merchant (${reply.status}).`);
      }
      let session: unknown;
      try {
        session = JSON.parse(reply.body);
      } catch {
        throw new ApplePayGatewayError('Apple Pay answered something other than JSON.');
      }
      if (typeof session !== 'object' || session === null || Array.isArray(session)) {
        throw new ApplePayGatewayError('Apple Pay answered no merchant session.');
      }
      return session as Record<string, unknown>;
    },
  };
}

type ApplePayEnv = Pick<
  Env,
  | 'APPLE_PAY_MERCHANT_ID'
  | 'APPLE_PAY_MERCHANT_CERT_PATH'
  | 'APPLE_PAY_MERCHANT_KEY_PATH'
  | 'APPLE_PAY_DISPLAY_NAME'
  | 'PUBLIC_BASE_URL'
>;

function readPem(path: string, variable: string, read: (path: string) => string): string {
  try {
    return read(path);
  } catch {
    throw new Error(`${variable}: cannot read ${path}.`);
  }
}

/**
 * Apple Pay when the merchant identifier, certificate and key are all set; none turns it off,
 * and part of the set is a configuration mistake worth failing at start for. The PEM files are
 * read once: a renewed certificate needs a restart.
 */
export function applePayMerchantFromEnv(
  env: ApplePayEnv,
  options: { readFile?: (path: string) => string; transport?: ApplePayTransport } = {},
): ApplePayMerchant | null {
  const { APPLE_PAY_MERCHANT_ID, APPLE_PAY_MERCHANT_CERT_PATH, APPLE_PAY_MERCHANT_KEY_PATH } = env;
  const set = [APPLE_PAY_MERCHANT_ID, APPLE_PAY_MERCHANT_CERT_PATH, APPLE_PAY_MERCHANT_KEY_PATH];
  if (set.every((value) => !value)) return null;
  if (!APPLE_PAY_MERCHANT_ID || !APPLE_PAY_MERCHANT_CERT_PATH || !APPLE_PAY_MERCHANT_KEY_PATH) {
    throw new Error(
      'Set all of APPLE_PAY_MERCHANT_ID, APPLE_PAY_MERCHANT_CERT_PATH and APPLE_PAY_MERCHANT_KEY_PATH, or none.',
    );
  }
  const read = options.readFile ?? ((path: string) => readFileSync(path, 'utf8'));
  return createApplePayMerchant({
    merchantIdentifier: APPLE_PAY_MERCHANT_ID,
    displayName: env.APPLE_PAY_DISPLAY_NAME ?? en.Common.brand,
    initiativeContext: new URL(env.PUBLIC_BASE_URL).hostname,
    cert: readPem(APPLE_PAY_MERCHANT_CERT_PATH, 'APPLE_PAY_MERCHANT_CERT_PATH', read),
    key: readPem(APPLE_PAY_MERCHANT_KEY_PATH, 'APPLE_PAY_MERCHANT_KEY_PATH', read),
    ...(options.transport ? { transport: options.transport } : {}),
  });
}
