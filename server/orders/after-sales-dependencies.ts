import type { AuthDependencies } from '../auth/auth-dependencies';
import type { BusinessDetails } from '../config/business-details';

/**
 * What the after-sales calls (returns, invoices, warranty, gift card mail, contact us) need
 * from outside a request. `business` is read when used, so only a call that prints or mails
 * the business's details needs its settings.
 */
export type AfterSalesDependencies = Pick<
  AuthDependencies,
  'clock' | 'mailer' | 'publicBaseUrl' | 'state' | 'recaptcha'
> & { business: () => BusinessDetails };
