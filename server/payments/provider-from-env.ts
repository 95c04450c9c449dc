import type { Env } from '../config/env';
import { demoOnly } from '../config/readiness';
import { createAdyenProvider } from './adyen';
import type { PaymentProvider } from './provider';
import { createSimulatorProvider, type SimulatorProvider } from './simulator';
import type { SimulatorLedger } from './simulator-ledger';

/**
 * Adyen when its API key, client key and merchant account are all set; otherwise, in the demo
 * only, the offline simulator. Part of a set is a configuration mistake worth failing loudly for.
 */
export function paymentProviderFromEnv(
  env: Pick<
    Env,
    | 'DEMO_MODE'
    | 'ADYEN_API_KEY'
    | 'ADYEN_CLIENT_KEY'
    | 'ADYEN_MERCHANT_ACCOUNT'
    | 'ADYEN_ENVIRONMENT'
    | 'ADYEN_LIVE_URL_PREFIX'
  >,
  secret: () => string,
  ledger: SimulatorLedger,
): PaymentProvider | SimulatorProvider {
  const { ADYEN_API_KEY, ADYEN_CLIENT_KEY, ADYEN_MERCHANT_ACCOUNT } = env;
  const set = [ADYEN_API_KEY, ADYEN_CLIENT_KEY, ADYEN_MERCHANT_ACCOUNT].filter(Boolean).length;
  if (set === 0) {
    if (!env.DEMO_MODE) {
      return demoOnly(
        'The payment simulator',
        'ADYEN_API_KEY, ADYEN_CLIENT_KEY and ADYEN_MERCHANT_ACCOUNT',
      );
    }
    return createSimulatorProvider({ secret, ledger });
  }
  if (!ADYEN_API_KEY || !ADYEN_CLIENT_KEY || !ADYEN_MERCHANT_ACCOUNT) {
    throw new Error(
      'Set all of ADYEN_API_KEY, ADYEN_CLIENT_KEY and ADYEN_MERCHANT_ACCOUNT, or none.',
    );
  }
  return createAdyenProvider({
    apiKey: ADYEN_API_KEY,
    clientKey: ADYEN_CLIENT_KEY,
    merchantAccount: ADYEN_MERCHANT_ACCOUNT,
    environment: env.ADYEN_ENVIRONMENT,
    ...(env.ADYEN_LIVE_URL_PREFIX ? { livePrefix: env.ADYEN_LIVE_URL_PREFIX } : {}),
  });
}

export function isSimulator(provider: PaymentProvider): provider is SimulatorProvider {
  return provider.name === 'simulator';
}
