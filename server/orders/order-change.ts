import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import type { PaymentProvider } from '../payments/provider';
import type { OrderMailDependencies } from './order-mail';

/** What changing an order needs: its database, the time, the payment provider, the mailer. */
export interface OrderChangeContext {
  db: Database;
  now: Date;
  provider: PaymentProvider;
  mail: OrderMailDependencies;
  log: Logger;
}
