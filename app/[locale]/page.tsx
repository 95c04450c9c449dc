import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CanvasSections } from '@/components/cms/canvas-sections';
import type { Locale } from '@/lib/i18n/locales';
import { fillCollections } from '../_server/collections';
import { getPageCanvas } from '../_server/reads';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const canvas = await getPageCanvas(locale, 'home');
  return canvas
    ? { title: { absolute: canvas.metadata.htmlTitle }, description: canvas.metadata.htmlDescription }
    : {};
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const canvas = await getPageCanvas(locale, 'home');
  if (!canvas) notFound();
  const collections = await fillCollections(locale, canvas);
  return (
    <div className="flex flex-col gap-12">
      <h1 className="sr-only">{canvas.title}</h1>
      <CanvasSections canvas={canvas} collections={collections} />
    </div>
  );
}
