import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { TextSections } from '@/components/cms/text-sections';
import { primaryButtonClass } from '@/components/ui/button';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { getFixedCanvas } from '../_server/reads';

/** The error-4xx canvas (spec 001 section 7); the messages stand in while there is none. */
export default async function NotFound() {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : defaultLocale;
  const [canvas, t] = await Promise.all([
    getFixedCanvas(locale, 'error-4xx'),
    getTranslations('NotFound'),
  ]);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-20 text-center">
      <h1 className="type-title">{canvas?.title ?? t('title')}</h1>
      {canvas ? (
        // Centred text: lists of links read better without bullets at the far edge.
        <div className="flex flex-col gap-4 [&_ul]:ml-0 [&_ul]:list-none">
          <TextSections canvas={canvas} />
        </div>
      ) : (
        <>
          <p className="text-muted">{t('body')}</p>
          <Link href={`/${locale}`} className={primaryButtonClass}>
            {t('home')}
          </Link>
        </>
      )}
    </div>
  );
}
