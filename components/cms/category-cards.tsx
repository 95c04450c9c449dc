import Image from 'next/image';
import Link from 'next/link';
import type { CanvasComponent } from '@/lib/contracts/content';

type Cards = Extract<CanvasComponent, { type: 'category-cards' }>;

export function CategoryCards({ cards }: { cards: Cards }) {
  return (
    <div className="flex flex-col gap-4">
      {cards.title && <h2 className="text-2xl font-bold">{cards.title}</h2>}
      <ul
        className={`grid gap-4 ${cards.items.length === 4 ? 'grid-cols-2' : 'grid-cols-2 lg:grid-cols-3'}`}
      >
        {cards.items.map((card) => (
          <li key={card.url} className="relative overflow-hidden rounded-lg">
            {/* The link beside it names the card; the picture only illustrates it. */}
            <Image
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
          </li>
        ))}
      </ul>
    </div>
  );
}
