import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CanvasSections, hasVisibleH1 } from '@/components/cms/canvas-sections';
import { fillCollections } from '../_server/collections';
import { requireLocale } from '../_server/locale';
import { getPageCanvas } from '../_server/reads';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const canvas = await getPageCanvas(locale, 'home');
  return canvas
    ? {
        title: { absolute: canvas.metadata.htmlTitle },
        description: canvas.metadata.htmlDescription,
      }
    : {};
}

export default async function HomePage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const canvas = await getPageCanvas(locale, 'home');
  if (!canvas) notFound();
  const collections = await fillCollections(locale, canvas);
  return (
    <div className="flex flex-col gap-12">
      {!hasVisibleH1(canvas) && <h1 className="sr-only">{canvas.title}</h1>}
      <CanvasSections canvas={canvas} collections={collections} />
    </div>
  );
}
