import 'server-only';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CLIENT_NAMESPACES, type MessagesRoute } from '@/lib/i18n/client-namespaces';
import { pickMessages } from '@/lib/i18n/pick-messages';

/**
 * Hands the client components under it the messages `route` lists (lib/i18n/client-namespaces.ts)
 * and no others: what is handed over is serialised into the page. Replaces, not adds to, the
 * messages of a `ClientMessages` above it.
 */
export async function ClientMessages({
  route,
  children,
}: {
  route: MessagesRoute;
  children: ReactNode;
}) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickMessages(messages, CLIENT_NAMESPACES[route])}>
      {children}
    </NextIntlClientProvider>
  );
}
