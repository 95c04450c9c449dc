import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import type { contactMessages } from '../db/schema';
import { renderEmail } from '../email/templates';
import type { Logger } from '../http/logger';
import type { AfterSalesDependencies } from '../orders/after-sales-dependencies';
import { contactTopicIn } from './categories';

type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Customer service reads its mailbox in the store's main language; the shopper's is noted. */
const CASE_MAIL_LOCALE: Locale = 'en-us';

/**
 * The acknowledgement to the shopper, in their language, and the case to customer service's
 * mailbox (CUSTOMER_SERVICE_EMAIL) with the shopper as Reply-To material in its body. Failures
 * are logged: the message is stored either way, and customer service can read it there.
 */
export async function sendContactMails(
  deps: Pick<AfterSalesDependencies, 'mailer' | 'publicBaseUrl' | 'business'>,
  db: Database,
  log: Logger,
  message: ContactMessageRow,
  locale: Locale,
): Promise<void> {
  const mailer = deps.mailer(db);
  const options = { publicBaseUrl: deps.publicBaseUrl };
  const shopperTopic = contactTopicIn(locale, message.categoryId, message.subjectId)!;
  const caseTopic = contactTopicIn(CASE_MAIL_LOCALE, message.categoryId, message.subjectId)!;
  const sends = [
    async () => {
      const rendered = renderEmail(
        'contact-us-received',
        locale,
        { firstName: message.name, caseNumber: message.id, ...shopperTopic },
        options,
      );
      await mailer.send({ kind: 'contact-us-received', locale, to: message.email, ...rendered });
    },
    async () => {
      const rendered = renderEmail(
        'contact-us-case',
        CASE_MAIL_LOCALE,
        {
          caseNumber: message.id,
          ...caseTopic,
          name: message.name,
          email: message.email,
          ...(message.orderNumber ? { orderNumber: message.orderNumber } : {}),
          locale,
          message: message.message,
        },
        options,
      );
      await mailer.send({
        kind: 'contact-us-case',
        locale: CASE_MAIL_LOCALE,
        to: deps.business().customerServiceEmail,
        ...rendered,
      });
    },
  ];
  for (const send of sends) {
    await send().catch((error: unknown) =>
      log.error({ err: error, caseNumber: message.id }, 'contact-us mail not sent'),
    );
  }
}
