import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { FixedPage } from '@/lib/contracts/content';
import type { Locale } from '@/lib/i18n/locales';
import { canvasMetadata } from '@/lib/seo/canvas-metadata';
import { getFixedCanvas } from '../../_server/reads';
import { getPublicBaseUrl } from '../../_server/seo';
import { CanvasPage } from './canvas-page';

/** The fixed pages that are pages of their own, each at `/{locale}/{page}`. */
export type StandaloneFixedPage = Extract<
  FixedPage,
  'promotions' | 'gift-card' | 'basecamp' | 'westend'
>;

export async function fixedCanvasMetadata(
  locale: Locale,
  page: StandaloneFixedPage,
): Promise<Metadata> {
  const canvas = await getFixedCanvas(locale, page);
  if (!canvas) return {};
  return canvasMetadata(canvas, {
    baseUrl: getPublicBaseUrl(),
    locale,
    path: `/${locale}/${page}`,
  });
}

/** A standalone fixed page: its canvas is the page. */
export async function FixedCanvasPage({
  locale,
  page,
}: {
  locale: Locale;
  page: StandaloneFixedPage;
}) {
  const canvas = await getFixedCanvas(locale, page);
  if (!canvas) notFound();
  return <CanvasPage locale={locale} canvas={canvas} />;
}
