import Link from 'next/link';
import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { CanvasSections } from '@/components/cms/canvas-sections';
import type { PlaceholderValues } from '@/lib/content/inline-text';
import type { PageCanvas } from '@/lib/contracts/content';

/** A page listed under its parent: its title and where it is. */
export interface ChildPageLink {
  href: string;
  title: string;
}

/**
 * A CMS page (help, legal) as the server renders it, with no client JavaScript of its own:
 * title, when it last changed, its text sections, then the pages under it. A page with a route
 * of its own adds `children` under the title and `after` below the text (the loyalty page's
 * join form and voucher ladder).
 */
export async function CmsPage({
  canvas,
  updatedAt,
  values,
  pages = [],
  children,
  after,
}: {
  canvas: PageCanvas;
  updatedAt: string;
  values: PlaceholderValues;
  pages?: ChildPageLink[];
  children?: ReactNode;
  after?: ReactNode;
}) {
  const t = await getTranslations('Legal');
  const format = await getFormatter();
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="type-title">{canvas.title}</h1>
        <p className="text-sm text-muted">
          {t('updated', { date: format.dateTime(new Date(updatedAt), { dateStyle: 'long' }) })}
        </p>
        {children}
      </header>
      <CanvasSections canvas={canvas} collections={{}} values={values} />
      {after}
      {pages.length > 0 ? (
        <nav aria-labelledby="cms-page-children" className="flex flex-col gap-3">
          <h2 id="cms-page-children" className="type-heading">
            {t('inThisSection')}
          </h2>
          <ul className="ml-5 flex list-disc flex-col gap-2">
            {pages.map((page) => (
              <li key={page.href}>
                <Link href={page.href} className="font-semibold underline">
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
