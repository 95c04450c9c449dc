import type { CanvasComponent } from '@/lib/contracts/content';
import { RichHtml } from '../rich-html';
import { TargetLink } from '../target-link';
import { CardShell } from './card-parts';
import { cardFrameSettings, CollectionFrame } from './collection-frame';

type Collection = Extract<CanvasComponent, { type: 'collection' }>;

/** Content cards (picture, title, words, a button) as a grid or a carousel. */
export function ContentCollection({ collection }: { collection: Collection }) {
  return (
    <CollectionFrame
      {...cardFrameSettings(collection)}
      items={collection.items.map((card, index) => ({
        key: `${index}-${card.title}`,
        content: (
          <CardShell
            media={card.media}
            decorative={false}
            variant={collection.variant}
            alignment={collection.alignment}
          >
            <h3 className="type-subheading">{card.title}</h3>
            {card.text && <RichHtml html={card.text} className="text-muted" />}
            {card.target && <TargetLink target={card.target} className="mt-1" />}
          </CardShell>
        ),
      }))}
    />
  );
}
