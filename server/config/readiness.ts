import type { Env } from './env';

/** A production requirement: the settings that satisfy it and what it is for. */
interface Requirement {
  settings: readonly string[];
  purpose: string;
  met(env: Env, raw: Readonly<Record<string, string | undefined>>): boolean;
}

const allSet = (raw: Readonly<Record<string, string | undefined>>, names: readonly string[]) =>
  names.every((name) => Boolean(raw[name]?.trim()));

const requirement = (settings: readonly string[], purpose: string): Requirement => ({
  settings,
  purpose,
  met: (_env, raw) => allSet(raw, settings),
});

const requirements: readonly Requirement[] = [
  requirement(['SMTP_URL'], 'mail transport (without it mail would only reach the demo outbox)'),
  requirement(
    ['ADYEN_API_KEY', 'ADYEN_CLIENT_KEY', 'ADYEN_MERCHANT_ACCOUNT'],
    'payment provider (without them payments would go to the simulator)',
  ),
  requirement(
    ['RECAPTCHA_PROJECT_ID', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_API_KEY'],
    'reCAPTCHA Enterprise (without them any offline token would pass)',
  ),
  requirement(['AUTH_SECRET'], 'session signing secret shared by every instance'),
  requirement(['PUBLIC_BASE_URL'], "the store's public origin, used in emails and canonical URLs"),
  requirement(
    ['CUSTOMER_SERVICE_EMAIL'],
    'the mailbox contact-us messages go to (without it they would reach a made-up address)',
  ),
  requirement(
    ['RETURNS_ADDRESS', 'SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_VAT_ID'],
    "the warehouse on return labels and the seller on invoices (without them they name the demo's made-up business)",
  ),
  {
    settings: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM'],
    purpose:
      'SMS provider, since SMS_OPT_IN_COUNTRIES offers text messages (or set SMS_OPT_IN_COUNTRIES empty)',
    met: (env, raw) =>
      env.SMS_OPT_IN_COUNTRIES.length === 0 ||
      allSet(raw, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'SMS_FROM']),
  },
  {
    settings: ['DHL_API_KEY'],
    purpose:
      "DHL's Location Finder key, since COLLECTION_POINTS_PROVIDER=dhl (or unset COLLECTION_POINTS_PROVIDER to offer no collection points)",
    met: (env, raw) => env.COLLECTION_POINTS_PROVIDER !== 'dhl' || allSet(raw, ['DHL_API_KEY']),
  },
  requirement(
    ['OMS_API_KEY'],
    'order-management system key (without it no order would ever ship, be delivered or refunded)',
  ),
];

/**
 * What a server outside demo mode still lacks, one line per missing requirement. Empty in
 * demo mode, where every offline stand-in is allowed. `behindEntry`: started by the store's
 * entry server, the only one that knows a client's real address.
 */
export function missingProductionSettings(
  env: Env,
  raw: Readonly<Record<string, string | undefined>>,
  behindEntry: boolean,
): string[] {
  if (env.DEMO_MODE) return [];
  const developmentAids = (['API_MOCKING', 'VALIDATE_RESPONSES'] as const)
    .filter((name) => env[name])
    .map((name) => `  unset ${name}: a development aid, refused outside demo mode`);
  if (env.FULFILMENT_SIMULATOR) {
    developmentAids.push(
      '  unset FULFILMENT_SIMULATOR: the demo moves orders itself; a real store has its OMS call in',
    );
  }
  const missing = requirements
    .filter((item) => !item.met(env, raw))
    .map((item) => `  ${item.settings.join(', ')}: ${item.purpose}`);
  missing.push(...developmentAids);
  if (!behindEntry) {
    missing.push(
      '  npm start (server/entry/serve.mjs): plain `next start` lets clients choose their own address',
    );
  }
  return missing;
}

/** The message a refused start prints: what to set, and how to run the demo instead. */
export function refusalMessage(missing: readonly string[]): string {
  return [
    'Refusing to start: this is not a demo (DEMO_MODE is off) and these are missing:',
    ...missing,
    'Set them (see README.md, "Settings"), or set DEMO_MODE=1 to run the offline demo.',
  ].join('\n');
}

/**
 * Thrown when code asks for an offline stand-in outside demo mode. A correctly started server
 * never gets here (the start refuses first); this keeps a misconfigured one from quietly
 * falling back to the demo's behaviour.
 */
export function demoOnly(standIn: string, settings: string): never {
  throw new Error(`${standIn} runs only in demo mode (DEMO_MODE=1); set ${settings}.`);
}
