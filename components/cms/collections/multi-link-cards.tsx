import type { CanvasComponent } from '@/lib/contracts/content';
import { TargetLink } from '../target-link';
import { CardShell } from './card-parts';
import { cardFrameSettings, CollectionFrame } from './collection-frame';

type MultiLinkCards = Extract<CanvasComponent, { type: 'multi-link-cards' }>;

/** Cards with a picture, a title and several links under it. */
export function MultiLinkCards({ cards }: { cards: MultiLinkCards }) {
  return (
    <CollectionFrame
      {...cardFrameSettings(cards)}
      items={cards.items.map((card, index) => ({
        key: `${index}-${card.title}`,
        content: (
          <CardShell
            media={card.media}
            decorative
            variant={cards.variant}
            alignment={cards.alignment}
          >
            <h3 className="type-subheading">{card.title}</h3>
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
