import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CanvasComponent } from '@/lib/contracts/content';
import { gridColumns, isStacked, resolveLayouts } from '@/lib/content/collection-layout';
import { CardShell } from './card-parts';
import { CollectionFrame } from './collection-frame';

type LinkedCards = Extract<CanvasComponent, { type: 'linked-cards' }>;

/**
 * Cards that are each one link: the title names it, the whole card takes the click, and the
 * target's words ("Shop now") show as its call to action.
 */
export function LinkedCards({ cards }: { cards: LinkedCards }) {
  const t = useTranslations('Cms');
  const stacked = isStacked(cards.variant);
  return (
    <CollectionFrame
      title={cards.title}
      textLink={cards.textLink}
      alignment={cards.alignment}
      layouts={resolveLayouts(cards.breakpoints, { stacked })}
      columns={gridColumns(cards.items.length, { sm: 1, md: 2, lg: 3 }, stacked)}
      items={cards.items.map((card) => {
        const newTab = card.target.targetAttribute === '_blank';
        return {
          key: card.target.url,
          content: (
            <CardShell
              media={card.media}
              decorative
              variant={cards.variant}
              alignment={cards.alignment}
            >
              <h3 className="text-lg font-bold">
                <Link
                  href={card.target.url}
                  target={newTab ? '_blank' : undefined}
                  rel={newTab ? 'noopener noreferrer' : undefined}
                  className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand"
                >
                  {card.title}
                  {newTab && <span className="sr-only"> ({t('opensInNewTab')})</span>}
                </Link>
              </h3>
              <span aria-hidden="true" className="font-semibold underline underline-offset-4">
                {card.target.text}
              </span>
            </CardShell>
          ),
        };
      })}
    />
  );
}
