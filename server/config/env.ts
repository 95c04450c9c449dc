import { z } from 'zod';
import { TAG_MANAGER_CONTAINER_PATTERN } from '@/lib/analytics/tag-manager';
import { PRICE_ADJUSTMENT_AMOUNT_CEILING } from '@/lib/contracts/cart';
import { locales } from '@/lib/i18n/locales';

/**
 * Every setting the commerce API reads, validated once. A bad value fails at start with a
 * message naming the variable, instead of surfacing later as a confusing runtime error.
 */
/** An on/off switch written as 1/0, true/false, yes/no or on/off. */
const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .default('')
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** A postal address written on one line, its lines separated by "|": "Unit 4|Leeds LS1 4AP|UK". */
const addressLines = z
  .string()
  .transform((value) =>
    value
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(z.string().max(120)).min(2, 'must hold at least two lines separated by "|"').max(8),
  );

/** A switch that is on unless set to 0, false, no or off. */
const onUnlessOff = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
  .default('')
  .transform((value) => !['0', 'false', 'no', 'off'].includes(value));

/** Storefront countries as a comma list of alpha-2 codes: "US,CA". Empty means none. */
const countryList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be alpha-2 country codes separated by ","')));

/** Storefront locales as a comma list: "fr-fr,de-de". Empty means none. */
const localeList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((locale) => locale.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(locales, 'must be storefront locales such as "fr-fr,de-de"')));

/** Ages by country as "US:13,FR:15": the minimal age to hold an account there. */
const agesByCountry = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => entry.split(':').map((part) => part.trim())),
  )
  .pipe(
    z.array(
      z.tuple([
        z.string().regex(/^[A-Za-z]{2}$/, 'must be COUNTRY:AGE pairs such as "US:13,FR:15"'),
        z
          .string()
          .regex(/^\d{2}$/)
          .transform(Number)
          .pipe(z.number().int().min(13).max(21)),
      ]),
    ),
  )
  .transform((pairs) =>
    Object.fromEntries(pairs.map(([country, age]) => [country.toUpperCase(), age])),
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The demo: offline stand-ins (outbox, payment simulator, offline reCAPTCHA, generated
   * secret, seeded staff passwords) and the developer pages are allowed. Off, every outside
   * service needs its real setting and the server refuses to start without it (docs/security.md).
   */
  DEMO_MODE: flag,
  /**
   * Which proxies may name the client in X-Forwarded-For: a hop count (`1` behind one load
   * balancer) or a comma list of addresses and CIDR ranges. Unset trusts none: the client is
   * the socket's peer.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^\s*(\d{1,2}|[0-9a-fA-F:.]+(\/\d{1,3})?(\s*,\s*[0-9a-fA-F:.]+(\/\d{1,3})?)*)\s*$/,
      'must be a hop count or a comma list of addresses / CIDR ranges',
    )
    .optional(),
  /** redis://… shares rate limits, lockouts and revoked sessions between server instances. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  /** Sentry's DSN for the server's reports; unset, failures are structured log lines only. */
  SENTRY_DSN: z.url().optional(),
  /** Sentry's DSN for the browser's reports (may equal SENTRY_DSN); unset, they go to the log. */
  PUBLIC_SENTRY_DSN: z.url().optional(),
  /**
   * Development aids, refused outside demo mode: the browser's API calls answered by the
   * project's mocks (mocks/), and replies that fail their contract reported to the server.
   */
  API_MOCKING: flag,
  VALIDATE_RESPONSES: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BRAND: z.string().min(1).default('stride'),
  /**
   * The hosted video provider's player script (https); unset, hosted videos play natively from
   * the provider's MP4 delivery URL.
   */
  VIDEO_PLAYER_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  /**
   * A Google Tag Manager container (`GTM-…`): loaded into pages only with the shopper's
   * performance and analytics consent; unset, no tag manager and the debug view lists events.
   */
  GTM_CONTAINER_ID: z
    .string()
    .regex(TAG_MANAGER_CONTAINER_PATTERN, 'must be a container id such as GTM-AB12CD3')
    .optional(),
  /**
   * The user-generated-content provider's widget script (https); unset, CMS UGC widgets and
   * social galleries render nothing.
   */
  UGC_WIDGET_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  /** When set, server-rendered pages call this commerce API host instead of the in-process one. */
  COMMERCE_API_URL: z.url().optional(),
  /**
   * Signs access tokens. Required outside the demo; in the demo a random secret is made and
   * kept in DATA_DIR so sessions survive restarts.
   */
  AUTH_SECRET: z.string().min(32).optional(),
  /** reCAPTCHA Enterprise: all three set the real assessment call; unset uses the offline verifier. */
  RECAPTCHA_PROJECT_ID: z.string().min(1).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_API_KEY: z.string().min(1).optional(),
  /** smtp(s)://user:pass@host:port sends real mail; unset keeps mail in the outbox table. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Stride <no-reply@stride.example>'),
  /** The port `npm start` listens on; the demo's links in emails point at it. */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * Origin of links in emails and canonical URLs, e.g. https://shop.example.com. Required
   * outside the demo; the demo uses http://localhost:{PORT}.
   */
  PUBLIC_BASE_URL: z.url().optional(),
  /**
   * A CMS webhook's bearer token for the publish API (POST /api/content/v1/…, docs/content.md);
   * unset, only signed-in editors publish.
   */
  CONTENT_PUBLISH_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Named on the editors' preview banner and viewer; unset: "Demo" in demo mode, else "Production". */
  CONTENT_ENVIRONMENT_NAME: z.string().trim().min(1).max(40).optional(),
  /** Carts untouched for longer than this many days expire (saved for later keeps their lines). */
  CART_IDLE_DAYS: z.coerce.number().int().positive().max(3650).default(30),
  /**
   * Loyalty points a member earns per whole unit of the currency an order costs (after what
   * their points paid), whatever the currency; 0 stops earning. 100 points make 1 unit of
   * voucher (server/checkout/loyalty-vouchers.ts), so 5 gives back 5% (docs/loyalty.md).
   */
  LOYALTY_POINTS_PER_UNIT: z.coerce.number().int().min(0).max(100).default(5),
  /**
   * The coupon code (coupons table) offered to loyalty members as their welcome promotion.
   * Unset, members are offered none; the demo offers its WELCOME10.
   */
  LOYALTY_WELCOME_COUPON: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, 'must be a coupon code')
    .transform((code) => code.toUpperCase())
    .optional(),
  /**
   * What a store associate's price adjustments may take off one basket, unless the associate's
   * own row in store_employees says otherwise: a percent of what the basket costs after
   * promotions, and an amount in whole units of the basket's currency (docs/cart.md).
   */
  ASSOCIATE_ADJUSTMENT_MAX_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  ASSOCIATE_ADJUSTMENT_MAX_AMOUNT: z.coerce
    .number()
    .int()
    .min(0)
    .max(PRICE_ADJUSTMENT_AMOUNT_CEILING)
    .default(100),
  /**
   * The server emails back-in-stock requests whose size returned every this many seconds;
   * 0 turns the sweep off (then run `npm run notify:restock` from cron instead).
   */
  RESTOCK_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /**
   * The order-management system's bearer key for POST /api/oms/v1/orders/{orderNumber}/events
   * (docs/after-sales.md). Required outside the demo; unset, the endpoint answers 404.
   */
  OMS_API_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * The demo's fulfilment simulator: placed orders move on to Processing, Shipped and Delivered
   * by themselves. On by default in the demo (unset), refused outside it.
   */
  FULFILMENT_SIMULATOR: z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((value) =>
      value === undefined ? undefined : ['1', 'true', 'yes', 'on'].includes(value),
    ),
  /** Seconds between the simulator's steps (the sweep runs this often and moves each order one step). */
  FULFILMENT_SIMULATOR_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /**
   * Collection points (docs/stores.md, "Collection points"): `dhl` finds them with DHL's
   * Location Finder, which needs DHL_API_KEY. Unset, the demo offers its seeded points and a
   * production store offers none (the bag hides the choice).
   */
  COLLECTION_POINTS_PROVIDER: z.enum(['dhl']).optional(),
  DHL_API_KEY: z.string().min(1).optional(),
  /**
   * Where checkout requires the contact for collection points (email, mobile phone and the
   * recipient's name) and the email for store pickup (spec 000 section 5): comma lists of
   * locales; empty names none, and elsewhere the fields are asked but optional.
   */
  COLLECTION_CONTACT_REQUIRED_LOCALES: localeList.prefault('en-gb,fr-fr,de-de,it-it'),
  PICKUP_EMAIL_REQUIRED_LOCALES: localeList.prefault(locales.join(',')),
  /**
   * Optimizely Feature Experimentation's SDK key: pages read that project's datafile from
   * Optimizely's CDN and send their events to Optimizely. Unset, they read the store's own
   * datafile and send events to the store (docs/experiments.md).
   */
  OPTIMIZELY_SDK_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be the SDK key from the Optimizely environment')
    .optional(),
  /** A LibreTranslate-compatible translate endpoint; unset hides the reviews' Translate button. */
  TRANSLATION_API_URL: z.url().optional(),
  TRANSLATION_API_KEY: z.string().min(1).optional(),
  /**
   * An XYZ tile server for the store locator's map, `https://tile.example/{z}/{x}/{y}.png`;
   * unset, the locator shows no map and the page fetches nothing from outside (docs/stores.md).
   */
  MAP_TILE_URL: z
    .url({ protocol: /^https?$/ })
    .refine(
      (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
      'must hold {z}, {x} and {y}, e.g. https://tile.example/{z}/{x}/{y}.png',
    )
    .optional(),
  /** The credit the tile provider asks for, shown under the map (e.g. "© OpenStreetMap contributors"). */
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(200).optional(),
  /**
   * Adyen: API key, client key and merchant account together switch card payments from the
   * built-in simulator to Adyen's Checkout API (docs/checkout.md).
   */
  ADYEN_API_KEY: z.string().min(1).optional(),
  ADYEN_CLIENT_KEY: z.string().min(1).optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
  ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
  /** Live only: the account's endpoint prefix, as in https://{prefix}-checkout-live.adyenpayments.com. */
  ADYEN_LIVE_URL_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be the live endpoint prefix from the Customer Area')
    .optional(),
  /**
   * Adyen's standard webhook: the basic auth credentials and the HMAC key (hex) set on the
   * webhook in the Customer Area. Optional; without them a redirect or PayPal payment is
   * finished only when the shopper comes back (docs/checkout.md).
   */
  ADYEN_WEBHOOK_USERNAME: z.string().min(1).optional(),
  ADYEN_WEBHOOK_PASSWORD: z.string().min(1).optional(),
  ADYEN_HMAC_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{2})+$/, 'must be the hex HMAC key from the Customer Area')
    .optional(),
  /**
   * The stores' card terminals through Adyen's Terminal API (cloud, synchronous): its API key
   * and each store's terminal as `STORE_ID=POIID` pairs (`US001=V400m-123456789,US002=…`), both
   * or neither; ADYEN_TERMINAL_API_URL for a live region's endpoint (docs/stores.md, "The till").
   * Without them the demo offers a simulated terminal and production none.
   */
  ADYEN_TERMINAL_API_KEY: z.string().min(1).optional(),
  ADYEN_TERMINALS: z.string().min(1).optional(),
  ADYEN_TERMINAL_API_URL: z.url().optional(),
  /**
   * Apple Pay with the merchant's own Merchant Identity certificate: the identifier and the
   * certificate and key (PEM files) together turn it on, with Adyen (docs/checkout.md).
   */
  APPLE_PAY_MERCHANT_ID: z.string().min(1).optional(),
  APPLE_PAY_MERCHANT_CERT_PATH: z.string().min(1).optional(),
  APPLE_PAY_MERCHANT_KEY_PATH: z.string().min(1).optional(),
  /** The name on the Apple Pay sheet; the brand's display name when unset. */
  APPLE_PAY_DISPLAY_NAME: z.string().min(1).max(64).optional(),
  /** Apple's domain verification file, served at /.well-known/apple-developer-merchantid-domain-association. */
  APPLE_PAY_DOMAIN_ASSOCIATION_PATH: z.string().min(1).optional(),
  /**
   * After-sales (docs/after-sales.md). Required outside the demo, which uses its own made-up
   * business: the mailbox contact-us messages are delivered to, the warehouse address printed
   * on return labels, and the seller on invoices. Addresses are lines separated by "|".
   */
  CUSTOMER_SERVICE_EMAIL: z.email().optional(),
  RETURNS_ADDRESS: addressLines.optional(),
  SELLER_LEGAL_NAME: z.string().trim().min(1).max(120).optional(),
  SELLER_ADDRESS: addressLines.optional(),
  SELLER_VAT_ID: z.string().trim().min(4).max(40).optional(),
  /**
   * Site settings (lib/site-settings.ts). SIMPLIFIED_ENROLLMENT: the sign-in dialog starts with
   * the email lookup (on unless off). ALLOW_FAVORITES: shoppers may keep favorites (on unless off).
   */
  SIMPLIFIED_ENROLLMENT: onUnlessOff,
  ALLOW_FAVORITES: onUnlessOff,
  /**
   * What sign-up asks per storefront country (lib/validation/sign-up-rules.ts; the defaults
   * and their reasons are there). MINIMUM_AGE_BY_COUNTRY: "US:13,FR:15" (a country left out
   * keeps its default). PHONE_REQUIRED_COUNTRIES, GENDER_COUNTRIES and SMS_OPT_IN_COUNTRIES:
   * comma lists of countries; set one empty to name none. SMS_OPT_IN_COUNTRIES also offers the
   * SMS newsletter there, which outside the demo needs an SMS provider: unset, the demo offers
   * texts in the US and Canada and a production store offers them nowhere.
   */
  MINIMUM_AGE_BY_COUNTRY: agesByCountry.prefault(''),
  PHONE_REQUIRED_COUNTRIES: countryList.prefault(''),
  GENDER_COUNTRIES: countryList.prefault('GB,FR,DE,IT'),
  SMS_OPT_IN_COUNTRIES: countryList.optional(),
  /**
   * Twilio, the SMS provider (docs/subscriptions.md): all three send real texts; unset, the
   * demo keeps texts in the sms_outbox table. SMS_FROM is the sending number in E.164 or a
   * Messaging Service SID.
   */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an Account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  SMS_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/,
      'must be an E.164 number or a Messaging Service SID',
    )
    .optional(),
});

const settingsSchema = envSchema.transform(
  ({ PUBLIC_BASE_URL, SMS_OPT_IN_COUNTRIES, CONTENT_ENVIRONMENT_NAME, ...env }) => ({
    ...env,
    PUBLIC_BASE_URL: PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`,
    SMS_OPT_IN_COUNTRIES: SMS_OPT_IN_COUNTRIES ?? (env.DEMO_MODE ? ['US', 'CA'] : []),
    CONTENT_ENVIRONMENT_NAME: CONTENT_ENVIRONMENT_NAME ?? (env.DEMO_MODE ? 'Demo' : 'Production'),
  }),
);

export type Env = z.infer<typeof settingsSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = settingsSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests that change the environment make the next getEnv() read it again. */
export function resetEnvForTests(): void {
  cached = undefined;
}
