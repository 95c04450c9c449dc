'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { BrowserSettings } from '@/lib/browser-settings';
import type { Locale } from '@/lib/i18n/locales';
import { CommerceProvider } from '@/services/commerce-context';
import { useAuthStore } from '@/stores/auth-store';
import { useCartStore } from '@/stores/cart-store';

export function Providers({
  brand,
  locale,
  errorMessages,
  settings,
  children,
}: {
  brand: string;
  locale: Locale;
  errorMessages: Record<string, string>;
  settings: BrowserSettings;
  children: ReactNode;
}) {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );

  useEffect(() => {
    // Persisted stores wait for hydration so the server and first client render agree.
    void useCartStore.persist.rehydrate();
    void useAuthStore.persist.rehydrate();
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <CommerceProvider
        brand={brand}
        locale={locale}
        errorMessages={errorMessages}
        settings={settings}
      >
        {children}
      </CommerceProvider>
    </QueryClientProvider>
  );
}
