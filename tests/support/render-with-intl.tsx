import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it from '@/messages/it.json';

const messagesByLanguage = { en, fr, de, it } as const;

/** Renders a client component inside the locale's messages, as the app's locale layout would. */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'en-us', ...options }: Omit<RenderOptions, 'wrapper'> & { locale?: Locale } = {},
): RenderResult {
  const language = locale.slice(0, 2) as keyof typeof messagesByLanguage;
  function IntlWrapper({ children }: { children: ReactNode }) {
    // A fixed time zone keeps date formatting deterministic.
    return (
      <NextIntlClientProvider
        locale={locale}
        messages={messagesByLanguage[language]}
        timeZone="UTC"
      >
        {children}
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: IntlWrapper, ...options });
}
