import { randomBytes } from 'node:crypto';
import type { CardTerminal } from './card-terminal';
import type { SimulatorLedger } from './simulator-ledger';

const pspReference = () => `SIMPOS${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * The demo's card terminal, at every store: the associate says what it answered (approved or
 * declined). Answers are kept in the payment simulator's ledger under the placement's key, so
 * a repeated placement gets the first answer, the crash recovery can ask for it, and refunds
 * go through the simulator as a card's do.
 */
export function createSimulatedTerminal(ledger: SimulatorLedger): CardTerminal {
  return {
    kind: 'simulator',
    servesStore: () => true,
    pay: ({ idempotencyKey, simulatedResult }) =>
      ledger.keep(
        idempotencyKey,
        simulatedResult === 'approved'
          ? { resultCode: 'Authorised', pspReference: pspReference() }
          : { resultCode: 'Refused', refusalReason: 'Declined at the terminal' },
      ),
  };
}
