import { getRequestConfig } from 'next-intl/server';
import { defaultLocale, isLocale, languageOf } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: (await import(`../../messages/${languageOf(locale)}.json`)).default,
  };
});
