import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Price } from '@/components/product/price';
import { requireLocale } from '../../../../_server/locale';
import { privatePageMetadata } from '../../../../_server/private-page';
import { getSharedFavorites } from '../../../../_server/shared-favorites';
import { OptimizedImage } from '@/components/ui/optimized-image';

type Props = { params: Promise<{ locale: string; token: string }> };

// Read on every request: a revoked link stops working at once.
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  // Whoever holds the link may see the list; search engines may not.
  return privatePageMetadata(params, { namespace: 'Favorites', key: 'sharedTitle' });
}

/** /{locale}/favorites/shared/{token}: a read-only list anyone with the link may see. */
export default async function SharedFavoritesPage({ params }: Props) {
  const { locale: raw, token } = await params;
  const locale = requireLocale(raw);
  setRequestLocale(locale);
  const list = await getSharedFavorites(locale, token);
  if (!list) notFound();
  const t = await getTranslations('Favorites');
  return (
    <section className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="type-title">{t('sharedTitle')}</h1>
        <p>{t('sharedIntro')}</p>
        <p className="text-sm text-muted">{t('count', { count: list.total })}</p>
      </div>
      {list.items.length === 0 ? (
        <p>{t('sharedEmpty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 lg:grid-cols-4">
          {list.items.map((item) => (
            <li key={item.productId} className="flex flex-col gap-2">
              <div className="relative aspect-square overflow-hidden rounded bg-neutral-100">
                {item.image && (
                  <OptimizedImage
                    src={item.image.url}
                    alt={item.image.alt}
                    fill
                    sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                    className="object-cover"
                  />
                )}
              </div>
              <h2 className="text-sm font-medium">{item.name}</h2>
              <Price price={item.price} currency={item.currency} className="text-sm" />
              {!item.purchasable && <p className="text-xs text-muted">{t('notPurchasable')}</p>}
              <Link href={item.url} className="text-sm font-semibold underline">
                {t('viewProduct', { name: item.name })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
