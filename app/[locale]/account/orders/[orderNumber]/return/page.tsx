import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireLocale } from '../../../../../_server/locale';
import { privatePageMetadata } from '../../../../../_server/private-page';
import { StartReturn } from './_components/start-return';

type Props = { params: Promise<{ locale: string; orderNumber: string }> };

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(params, { namespace: 'OrderReturn', key: 'title' });
}

/** /account/orders/{orderNumber}/return: choose what goes back, then download the label. */
export default async function StartReturnPage({ params }: Props) {
  const { locale, orderNumber } = await params;
  setRequestLocale(requireLocale(locale));
  return <StartReturn orderNumber={decodeURIComponent(orderNumber)} />;
}
