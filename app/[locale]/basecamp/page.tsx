import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../_server/locale';
import { FixedCanvasPage, fixedCanvasMetadata } from '../_components/fixed-canvas-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return fixedCanvasMetadata(requireLocale((await params).locale), 'basecamp');
}

/** /{locale}/basecamp: the members' hub, from its canvas. */
export default async function BasecampPage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  return <FixedCanvasPage locale={locale} page="basecamp" />;
}
