import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { articlesPath } from '@/lib/routes';
import { canvasMetadata } from '@/lib/seo/canvas-metadata';
import { requireLocale } from '../../_server/locale';
import { getPageCanvas } from '../../_server/reads';
import { getPublicBaseUrl } from '../../_server/seo';
import { CanvasPage } from '../_components/canvas-page';

type Props = { params: Promise<{ locale: string }> };

/** The journal is the page canvas `articles`: its words and an article grid of every article. */
const JOURNAL_PAGE = 'articles';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const canvas = await getPageCanvas(locale, JOURNAL_PAGE);
  if (!canvas) return {};
  return canvasMetadata(canvas, {
    baseUrl: getPublicBaseUrl(),
    locale,
    path: articlesPath(locale),
  });
}

export default async function JournalPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const canvas = await getPageCanvas(locale, JOURNAL_PAGE);
  if (!canvas) notFound();
  return <CanvasPage locale={locale} canvas={canvas} />;
}
