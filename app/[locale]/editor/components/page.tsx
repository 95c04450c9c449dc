import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CanvasSections } from '@/components/cms/canvas-sections';
import {
  catalogueFragmentId,
  catalogueTypes,
  componentFields,
  type ComponentType,
} from '@/lib/content/component-catalogue';
import type { CanvasComponent, PageCanvas } from '@/lib/contracts/content';
import { fillArticleGrids } from '../../../_server/article-grids';
import { fillCollections } from '../../../_server/collections';
import { getContentValues } from '../../../_server/content-values';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata } from '../../../_server/private-page';
import { getFragment } from '../../../_server/reads';
import { currentEditor } from '../_server/editor-grant';

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(
    params,
    { namespace: 'ComponentCatalogue' },
    { robots: { index: false, follow: false } },
  );
}

const anchorOf = (type: ComponentType) => `component-${type}`;

/** The examples of each type as a canvas of one section per type, in the catalogue's order. */
function examplesCanvas(items: CanvasComponent[]): PageCanvas {
  return {
    name: 'component-catalogue',
    title: 'Component catalogue',
    metadata: { htmlTitle: '', htmlDescription: '' },
    sections: catalogueTypes.map((type) => ({
      name: type,
      items: items.filter((item) => item.type === type),
    })),
  };
}

/**
 * The editors' component catalogue: every component they can place on a canvas, what it is for,
 * the fields the content contract gives it, and live examples rendered as shoppers see them.
 */
export default async function ComponentCataloguePage({ params }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  if (!(await currentEditor())) redirect(`/${locale}/editor`);
  const [t, fragment, values] = await Promise.all([
    getTranslations('ComponentCatalogue'),
    getFragment(catalogueFragmentId(locale)),
    getContentValues(locale),
  ]);
  const canvas = examplesCanvas(fragment?.items ?? []);
  const [collections, articleGrids] = await Promise.all([
    fillCollections(locale, canvas),
    fillArticleGrids(locale, canvas),
  ]);

  return (
    <div className="flex flex-col gap-10 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="type-title">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>
      <nav aria-labelledby="catalogue-contents">
        <h2 id="catalogue-contents" className="type-subheading">
          {t('contents')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {catalogueTypes.map((type) => (
            <li key={type}>
              <a href={`#${anchorOf(type)}`} className="font-mono text-sm underline">
                {type}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {canvas.sections.map((section) => {
        const type = section.name as ComponentType;
        return (
          <section
            key={type}
            id={anchorOf(type)}
            aria-labelledby={`${anchorOf(type)}-title`}
            className="flex flex-col gap-4 border-t border-line pt-6"
          >
            <h2 id={`${anchorOf(type)}-title`} className="font-mono text-2xl font-bold">
              {type}
            </h2>
            <p>{t(`types.${type}`)}</p>
            <div>
              <h3 className="text-sm font-semibold uppercase tracking-wide">{t('fields')}</h3>
              <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 font-mono text-sm">
                {componentFields(type).map((field) => (
                  <li key={field.name}>
                    {field.name}
                    {field.optional && <span className="text-muted"> ({t('optional')})</span>}
                  </li>
                ))}
              </ul>
            </div>
            <h3 className="text-sm font-semibold uppercase tracking-wide">{t('examples')}</h3>
            {section.items.length > 0 ? (
              <CanvasSections
                canvas={{ ...canvas, sections: [section] }}
                collections={collections}
                articleGrids={articleGrids}
                values={values}
              />
            ) : (
              <p className="text-muted">{t('noExample')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
