import type { CanvasComponent } from '@/lib/contracts/content';
import { CurrentPageLink } from './current-page-link';
import { SecondaryNavigationDisclosure } from './secondary-navigation-disclosure';

type SecondaryNavigationBlock = Extract<CanvasComponent, { type: 'secondary-navigation' }>;

/** Links between sibling pages: a row on large screens, behind a disclosure button on small. */
export function SecondaryNavigation({ block }: { block: SecondaryNavigationBlock }) {
  const listId = `${block.id}-links`;
  return (
    <nav aria-label={block.title} className="border-b border-line">
      <SecondaryNavigationDisclosure label={block.title} controls={listId}>
        <ul id={listId} className="flex flex-col gap-1 py-2 md:flex-row md:gap-6 md:py-0">
          {block.links.map((link) => (
            <li key={link.url}>
              <CurrentPageLink
                href={link.url}
                match="path"
                className="block border-ink py-2 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-ink aria-[current=page]:font-semibold aria-[current=page]:text-ink md:border-b-2 md:border-transparent md:py-3 md:aria-[current=page]:border-ink"
              >
                {link.text}
              </CurrentPageLink>
            </li>
          ))}
        </ul>
      </SecondaryNavigationDisclosure>
    </nav>
  );
}
