import Link from 'next/link';
import type { ReactNode } from 'react';
import type { RichTranslationValues } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { LegalPage } from '@/lib/routes';

/** One section: its heading is `sections.{id}.title`, then paragraphs, then a bulleted list. */
export interface LegalSection {
  id: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

/** The message namespace of a legal page: `Legal.{page}` with the page's name in camel case. */
export function legalNamespace(page: LegalPage) {
  const key = page.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return `Legal.${key}` as const;
}

/** An inline link for rich messages (`<contact>contact us</contact>`). */
export function linkTo(href: string) {
  return function LegalLink(chunks: ReactNode) {
    return (
      <Link href={href} className="font-semibold underline">
        {chunks}
      </Link>
    );
  };
}

/**
 * A legal page as the server renders it, with no client JavaScript: title, the date the text
 * last changed, an introduction and the sections. Every text comes from the page's messages;
 * `values` fills the numbers and names read from the code and settings, and the links.
 */
export async function LegalDocument({
  page,
  updated,
  sections,
  values,
}: {
  page: LegalPage;
  /** When the text last changed, as `YYYY-MM-DD`; bump it with every change of substance. */
  updated: string;
  sections: readonly LegalSection[];
  values: RichTranslationValues;
}) {
  const t = await getTranslations(legalNamespace(page));
  const common = await getTranslations('Legal');
  const format = await getFormatter();
  const text = (key: string) => t.rich(key, values);
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black">{t('title')}</h1>
        <p className="text-sm text-muted">
          {common('updated', {
            date: format.dateTime(new Date(`${updated}T12:00:00Z`), { dateStyle: 'long' }),
          })}
        </p>
        <p>{text('intro')}</p>
      </header>
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`legal-${section.id}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`legal-${section.id}`} className="text-xl font-bold">
            {t(`sections.${section.id}.title`)}
          </h2>
          {section.paragraphs?.map((key) => (
            <p key={key}>{text(`sections.${section.id}.${key}`)}</p>
          ))}
          {section.items?.length ? (
            <ul className="ml-5 flex list-disc flex-col gap-2">
              {section.items.map((key) => (
                <li key={key}>{text(`sections.${section.id}.${key}`)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
