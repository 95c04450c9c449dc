import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale, languageOf, settingsFor } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    timeZone: settingsFor(locale).timeZone,
    messages: (await import(`../../messages/${languageOf(locale)}.json`)).default,
  };
});
