import type { CanvasComponent } from '@/lib/contracts/content';
import { gridColumns, isStacked, resolveLayouts } from '@/lib/content/collection-layout';
import { TargetLink } from '../target-link';
import { CardShell } from './card-parts';
import { CollectionFrame } from './collection-frame';

type MultiLinkCards = Extract<CanvasComponent, { type: 'multi-link-cards' }>;

/** Cards with a picture, a title and several links under it. */
export function MultiLinkCards({ cards }: { cards: MultiLinkCards }) {
  const stacked = isStacked(cards.variant);
  return (
    <CollectionFrame
      title={cards.title}
      textLink={cards.textLink}
      alignment={cards.alignment}
      layouts={resolveLayouts(cards.breakpoints, { stacked })}
      columns={gridColumns(cards.items.length, { sm: 1, md: 2, lg: 3 }, stacked)}
      items={cards.items.map((card, index) => ({
        key: `${index}-${card.title}`,
        content: (
          <CardShell
            media={card.media}
            decorative
            variant={cards.variant}
            alignment={cards.alignment}
          >
            <h3 className="text-lg font-bold">{card.title}</h3>
            <ul aria-label={card.title} className="flex flex-wrap gap-x-4 gap-y-2">
              {card.targets.map((target) => (
                <li key={target.url}>
                  <TargetLink target={target} />
                </li>
              ))}
            </ul>
          </CardShell>
        ),
      }))}
    />
  );
}
