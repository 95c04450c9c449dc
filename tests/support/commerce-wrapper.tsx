import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import { CommerceProvider } from '@/services/commerce-context';

/**
 * What a client component or hook that calls the API needs around it: a fresh query cache,
 * the browser commerce clients (with the English error messages) and English messages.
 */
export function createCommerceWrapper() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function CommerceWrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <NextIntlClientProvider locale="en-us" messages={en} timeZone="UTC">
          <CommerceProvider brand="stride" locale="en-us" errorMessages={en.ApiErrors}>
            {children}
          </CommerceProvider>
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
  }
  return { queryClient, wrapper: CommerceWrapper };
}
