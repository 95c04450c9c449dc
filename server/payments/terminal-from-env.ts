import type { Env } from '../config/env';
import { ADYEN_TERMINAL_URLS, createAdyenTerminal, parseTerminals } from './adyen-terminal';
import type { CardTerminal } from './card-terminal';
import { createSimulatedTerminal } from './simulated-terminal';
import type { SimulatorLedger } from './simulator-ledger';

/**
 * Adyen's Terminal API when its key and the stores' terminals are set; otherwise, in the demo
 * only, the simulated terminal; otherwise none, and the till offers no terminal payment. Half
 * the settings is a mistake worth failing loudly for.
 */
export function cardTerminalFromEnv(
  env: Pick<
    Env,
    | 'DEMO_MODE'
    | 'ADYEN_ENVIRONMENT'
    | 'ADYEN_TERMINAL_API_KEY'
    | 'ADYEN_TERMINALS'
    | 'ADYEN_TERMINAL_API_URL'
  >,
  ledger: SimulatorLedger,
): CardTerminal | null {
  const { ADYEN_TERMINAL_API_KEY: apiKey, ADYEN_TERMINALS: terminals } = env;
  if (!apiKey && !terminals) return env.DEMO_MODE ? createSimulatedTerminal(ledger) : null;
  if (!apiKey || !terminals) {
    throw new Error('Set both ADYEN_TERMINAL_API_KEY and ADYEN_TERMINALS, or neither.');
  }
  return createAdyenTerminal({
    apiKey,
    terminals: parseTerminals(terminals),
    url: env.ADYEN_TERMINAL_API_URL ?? ADYEN_TERMINAL_URLS[env.ADYEN_ENVIRONMENT],
  });
}
