import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { requireLocale } from '../../_server/locale';
import { AccountNav } from './_components/account-nav';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The account area: its navigation beside the page on desktop, above it on phones. */
export default async function AccountLayout({ children, params }: Props) {
  const locale = requireLocale((await params).locale);
  return (
    <ClientMessages route="account">
      <div className="mx-auto flex max-w-5xl flex-col gap-6 py-6 lg:flex-row lg:gap-10 lg:py-8">
        <AccountNav locale={locale} />
        <div className="flex max-w-3xl min-w-0 flex-1 flex-col gap-8">{children}</div>
      </div>
    </ClientMessages>
  );
}
