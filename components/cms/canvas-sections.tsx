import { allComponents } from '@/lib/content/canvas-components';
import type { ArticleGridPages } from '@/lib/content/article-grids';
import type { PlaceholderValues } from '@/lib/content/inline-text';
import type { CanvasComponent, PageCanvas } from '@/lib/contracts/content';
import type { ProductTile } from '@/lib/contracts/products';
import { isBanner } from '@/lib/contracts/cms/banners';
import { ArticleGrid } from './articles/article-grid';
import { Banner } from './banners/banner';
import { BenefitBar } from './benefit-bar';
import { Accordion } from './blocks/accordion';
import { Anchor } from './blocks/anchor';
import { CmsButton } from './blocks/cms-button';
import { CtaCollection } from './blocks/cta-collection';
import { FilterBy } from './blocks/filter-by';
import { RichHtmlBlock } from './blocks/rich-html-block';
import { SecondaryNavigation } from './blocks/secondary-navigation';
import { VerticalList } from './blocks/vertical-list';
import { Video } from './blocks/video';
import { CategoryCards } from './category-cards';
import { ExperienceBlock, SegmentationBlock } from './personalisation/personalised-blocks';
import { ContentCollection } from './collections/collection';
import { NewsletterBlock } from './growth/newsletter-block';
import { UgcWidget } from './growth/ugc-widget';
import { IconTextList } from './collections/icon-text-list';
import { LinkedCards } from './collections/linked-cards';
import { MultiLinkCards } from './collections/multi-link-cards';
import { ProductCollection } from './product-collection';
import { RichText } from './rich-text';
import { TextSection } from './text-section';

/** Products for each product-collection component, fetched by the route before rendering. */
export type CollectionProducts = Record<string, ProductTile[]>;

export function CanvasSections({
  canvas,
  collections,
  articleGrids = {},
  values = {},
  leadsThePage = true,
}: {
  canvas: PageCanvas;
  collections: CollectionProducts;
  /** The first page of each article grid (app/_server/article-grids.ts). */
  articleGrids?: ArticleGridPages;
  /** What fills text sections' `{placeholders}` (app/_server/content-values.ts). */
  values?: PlaceholderValues;
  /** False for a canvas below the page's own content, whose first block is no first paint. */
  leadsThePage?: boolean;
}) {
  return (
    <>
      {/* Section names are the editor's identifiers ("hero", "top"), not words for shoppers. */}
      {canvas.sections.map((section, sectionIndex) => (
        <section key={section.name} className="flex flex-col gap-10">
          {section.items.map((item, index) => (
            <CanvasComponentView
              key={item.id}
              item={item}
              collections={collections}
              articleGrids={articleGrids}
              values={values}
              // Only the page's first block is likely the largest paint: later sections' pictures
              // would compete with it for a phone's bandwidth.
              first={leadsThePage && sectionIndex === 0 && index === 0}
            />
          ))}
        </section>
      ))}
    </>
  );
}

function CanvasComponentView({
  item,
  collections,
  articleGrids,
  values,
  first,
}: {
  item: CanvasComponent;
  collections: CollectionProducts;
  articleGrids: ArticleGridPages;
  values: PlaceholderValues;
  first: boolean;
}) {
  // A block's components render as a section's do; the first keeps the block's priority.
  const children = (items: CanvasComponent[]) =>
    items.map((child, index) => (
      <CanvasComponentView
        key={child.id}
        item={child}
        collections={collections}
        articleGrids={articleGrids}
        values={values}
        first={first && index === 0}
      />
    ));
  switch (item.type) {
    case 'hero-banner':
    case 'image-banner':
    case 'overlay-banner':
    case 'split-banner':
    case 'thin-banner':
    case 'block-below-banner':
    case 'espot-banner':
    case 'menu-banner':
      return <Banner banner={item} priority={first} />;
    case 'benefit-bar':
      return <BenefitBar bar={item} />;
    case 'product-collection':
      return (
        <ProductCollection
          collection={item}
          products={collections[item.id] ?? []}
          priority={first}
        />
      );
    case 'category-cards':
      return <CategoryCards cards={item} />;
    case 'rich-text':
      return <RichText text={item} />;
    case 'text-section':
      return <TextSection section={item} values={values} />;
    case 'secondary-navigation':
      return <SecondaryNavigation block={item} />;
    case 'vertical-list':
      return <VerticalList block={item} />;
    case 'rich-html':
      return <RichHtmlBlock block={item} />;
    case 'button':
      return <CmsButton block={item} />;
    case 'accordion':
      return <Accordion block={item} />;
    case 'anchor':
      return <Anchor block={item} />;
    case 'cta-collection':
      return <CtaCollection block={item} />;
    case 'filter-by':
      return <FilterBy block={item}>{children(item.components)}</FilterBy>;
    case 'video':
      return <Video block={item} />;
    case 'collection':
      return <ContentCollection collection={item} />;
    case 'linked-cards':
      return <LinkedCards cards={item} />;
    case 'multi-link-cards':
      return <MultiLinkCards cards={item} />;
    case 'icon-text-list':
      return <IconTextList list={item} />;
    case 'newsletter':
      return <NewsletterBlock block={item} />;
    case 'ugc-widget':
      return <UgcWidget block={item} />;
    case 'experience':
    case 'segmentation': {
      const render = (items: CanvasComponent[]) => (
        <div className="flex flex-col gap-10">{children(items)}</div>
      );
      return item.type === 'experience' ? (
        <ExperienceBlock block={item} render={render} />
      ) : (
        <SegmentationBlock block={item} render={render} />
      );
    }
    case 'article-grid':
      return <ArticleGrid grid={item} data={articleGrids[item.id]} />;
  }
}

/** The ids and categories of the product collections a canvas needs filled. */
export function collectionsOf(canvas: PageCanvas): ProductCollectionItem[] {
  return allComponents(canvas).filter(
    (item): item is ProductCollectionItem => item.type === 'product-collection',
  );
}

type ProductCollectionItem = Extract<CanvasComponent, { type: 'product-collection' }>;

/** A page has one h1: a banner's title when the editor made it one. */
export function hasVisibleH1(canvas: PageCanvas): boolean {
  return allComponents(canvas).some((item) => isBanner(item) && item.titleH1 === true);
}
