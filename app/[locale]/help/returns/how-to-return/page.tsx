import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RETURN_WINDOW_DAYS } from '@/lib/orders/after-sales-windows';
import { contactUsPath, orderStatusPath, ordersPath } from '@/lib/routes';
import { requireLocale } from '../../../../_server/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'HowToReturn' });
  return { title: t('title'), description: t('intro', { days: RETURN_WINDOW_DAYS }) };
}

const steps = ['find', 'choose', 'label', 'send', 'refund'] as const;

/** /help/returns/how-to-return (spec 002 section 2): the return process, step by step. */
export default async function HowToReturnPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('HowToReturn');
  const link = (href: string) =>
    function InlineLink(chunks: ReactNode) {
      return (
        <Link href={href} className="font-semibold underline">
          {chunks}
        </Link>
      );
    };
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{t('title')}</h1>
        <p>{t('intro', { days: RETURN_WINDOW_DAYS })}</p>
      </header>
      <section aria-labelledby="return-steps" className="flex flex-col gap-3">
        <h2 id="return-steps" className="text-xl font-bold">
          {t('stepsTitle')}
        </h2>
        <ol className="ml-5 flex list-decimal flex-col gap-3">
          {steps.map((step) => (
            <li key={step}>
              {t.rich(`steps.${step}`, {
                days: RETURN_WINDOW_DAYS,
                orders: link(ordersPath(locale)),
              })}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="return-rules" className="flex flex-col gap-3">
        <h2 id="return-rules" className="text-xl font-bold">
          {t('rulesTitle')}
        </h2>
        <ul className="ml-5 flex list-disc flex-col gap-2">
          <li>{t('rules.window', { days: RETURN_WINDOW_DAYS })}</li>
          <li>{t('rules.condition')}</li>
          <li>{t('rules.giftCards')}</li>
          <li>{t('rules.refund')}</li>
        </ul>
      </section>
      <section aria-labelledby="return-guest" className="flex flex-col gap-3">
        <h2 id="return-guest" className="text-xl font-bold">
          {t('guestTitle')}
        </h2>
        <p>
          {t.rich('guest', {
            status: link(orderStatusPath(locale)),
            contact: link(contactUsPath(locale)),
          })}
        </p>
      </section>
    </article>
  );
}
