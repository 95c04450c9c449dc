import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '../db/client';
import type { contactMessages } from '../db/schema';
import { sendMailQuietly } from '../email/send-quietly';
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
  const shopperTopic = contactTopicIn(locale, message.categoryId, message.subjectId)!;
  const caseTopic = contactTopicIn(CASE_MAIL_LOCALE, message.categoryId, message.subjectId)!;
  const context = { caseNumber: message.id };
  await sendMailQuietly(
    deps,
    db,
    log,
    {
      kind: 'contact-us-received',
      locale,
      to: message.email,
      data: { firstName: message.name, caseNumber: message.id, ...shopperTopic },
    },
    context,
  );
  await sendMailQuietly(
    deps,
    db,
    log,
    {
      kind: 'contact-us-case',
      locale: CASE_MAIL_LOCALE,
      to: deps.business().customerServiceEmail,
      data: {
        caseNumber: message.id,
        ...caseTopic,
        name: message.name,
        email: message.email,
        ...(message.orderNumber ? { orderNumber: message.orderNumber } : {}),
        locale,
        message: message.message,
      },
    },
    context,
  );
}
