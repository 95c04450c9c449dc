import Link from 'next/link';
import type { CanvasComponent } from '@/lib/contracts/content';
import { gridColumns, resolveLayouts } from '@/lib/content/collection-layout';
import { CollectionFrame } from './collections/collection-frame';
import { OptimizedImage } from '@/components/ui/optimized-image';

type Cards = Extract<CanvasComponent, { type: 'category-cards' }>;

/** Pictures that lead to categories, as a grid (four make two columns) or a carousel. */
export function CategoryCards({ cards }: { cards: Cards }) {
  return (
    <CollectionFrame
      title={cards.title}
      textLink={cards.textLink}
      alignment={cards.alignment}
      layouts={resolveLayouts(cards.breakpoints)}
      columns={gridColumns(cards.items.length, { sm: 2, md: 2, lg: 3 })}
      items={cards.items.map((card) => ({
        key: card.url,
        content: (
          <div className="relative overflow-hidden rounded-lg">
            {/* The link beside it names the card; the picture only illustrates it. */}
            <OptimizedImage
              src={card.media.url}
              alt=""
              width={card.media.width}
              height={card.media.height}
              sizes="(min-width: 1024px) 33vw, 50vw"
              className="aspect-square w-full object-cover"
            />
            <Link
              href={card.url}
              className="absolute inset-x-3 bottom-3 rounded-full bg-white px-4 py-2 text-center font-semibold after:absolute after:inset-[-100vmax]"
            >
              {card.title}
            </Link>
          </div>
        ),
      }))}
    />
  );
}
