import Link from 'next/link';
import type { CanvasComponent } from '@/lib/contracts/content';
import { NewTabNote, newTabProps } from '../target-link';
import { CardShell } from './card-parts';
import { cardFrameSettings, CollectionFrame } from './collection-frame';

type LinkedCards = Extract<CanvasComponent, { type: 'linked-cards' }>;

/**
 * Cards that are each one link: the title names it, the whole card takes the click, and the
 * target's words ("Shop now") show as its call to action.
 */
export function LinkedCards({ cards }: { cards: LinkedCards }) {
  return (
    <CollectionFrame
      {...cardFrameSettings(cards)}
      items={cards.items.map((card) => ({
        key: card.target.url,
        content: (
          <CardShell
            media={card.media}
            decorative
            variant={cards.variant}
            alignment={cards.alignment}
          >
            <h3 className="type-subheading">
              <Link
                href={card.target.url}
                {...newTabProps(card.target)}
                className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand"
              >
                {card.title}
                <NewTabNote target={card.target} />
              </Link>
            </h3>
            <span aria-hidden="true" className="font-semibold underline underline-offset-4">
              {card.target.text}
            </span>
          </CardShell>
        ),
      }))}
    />
  );
}
