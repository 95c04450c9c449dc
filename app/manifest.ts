import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { APP_ICON_SIZES } from '@/lib/app-icons';
import { defaultLocale } from '@/lib/i18n/locales';

/** What a phone needs to install the store as an app (served at /manifest.webmanifest). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'Common' });
  return {
    name: t('brand'),
    short_name: t('brand'),
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#d9480f',
    icons: APP_ICON_SIZES.map((size) => ({
      src: `/app-icons/${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  };
}
