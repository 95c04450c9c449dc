// A placement in a process of its own, for the crash test (crash-recovery.test.ts): it places
// one cart with a card on the database named in its argument, and when the placement reaches
// `stopAt` it says so on stdout and waits there for the test to kill it.
// Run: tsx --conditions=react-server server/checkout/testing/placement-process.ts '<json>'
import pino from 'pino';
import { placeOrderRequestSchema } from '@/lib/contracts/checkout';
import { openDatabase } from '../../db/client';
import { createOutboxMailer } from '../../email/outbox-mailer';
import { createSimulatorProvider } from '../../payments/simulator';
import { createDatabaseLedger } from '../../payments/simulator-ledger';
import { sendOrderConfirmation } from '../confirmation-mail';
import { createMemoryState } from '../../shared-state/memory-state';
import { createFingerprintStore } from '../device-fingerprints';
import { placeOrder } from '../place-order';
import { stoppedLine, type PlacementProcessInput } from './placement-process-input';

const input = JSON.parse(process.argv[2] ?? '') as PlacementProcessInput;
const handle = openDatabase(input.target);
const { db } = handle;
const log = pino({ level: 'silent' });

await placeOrder(
  {
    db,
    subject: input.subject,
    now: new Date(),
    provider: createSimulatorProvider({
      secret: () => 'placement-process-secret',
      ledger: createDatabaseLedger(db),
    }),
    applePayConfigured: false,
    terminal: null,
    tillStoreId: null,
    fingerprints: createFingerprintStore(createMemoryState()),
    publicBaseUrl: input.publicBaseUrl,
    shopperIP: '127.0.0.1',
    confirm: (order) =>
      sendOrderConfirmation(
        { mailer: createOutboxMailer, publicBaseUrl: input.publicBaseUrl },
        db,
        log,
        order,
      ),
    log,
    afterStep: async (step) => {
      if (step !== input.stopAt) return;
      process.stdout.write(`${stoppedLine(step)}\n`);
      await new Promise(() => {});
    },
  },
  placeOrderRequestSchema.parse({
    cartId: input.basketId,
    paymentMethod: { code: 'CREDIT_CARD', additionalData: input.card },
  }),
);
await handle.close();
