import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import messages from '@/messages/en.json';

function IntlWrapper({ children }: { children: ReactNode }) {
  // A fixed time zone keeps any date formatting deterministic and avoids next-intl's
  // missing-time-zone warning.
  return (
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}

/** Renders a client component with the English messages, as the app's locale layout would. */
export function renderWithIntl(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult {
  return render(ui, { wrapper: IntlWrapper, ...options });
}
