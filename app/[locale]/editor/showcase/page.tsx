import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { canvasTypes } from '@/lib/contracts/content';
import {
  DEFAULT_SHOWCASE_LIMIT,
  showcaseLimits,
  type ShowcaseItem,
  type ShowcaseQuery,
} from '@/lib/contracts/content-preview';
import { toLanguageTag, type Locale } from '@/lib/i18n/locales';
import { PREVIEW_PREFIX } from '@/lib/routes/preview-routing';
import { isCommerceApiError } from '@/services/api-error';
import { getEnv } from '@/server/config/env';
import { getServerCommerce } from '../../../_server/commerce';
import { requireLocale } from '../../../_server/locale';
import { privatePageMetadata, queryValue, type SearchParams } from '../../../_server/private-page';
import { currentEditor } from '../_server/editor-grant';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

/** The frame widths of the layout variants: a desktop browser and a phone. */
const layouts = { desktop: 1280, phone: 390 } as const;
type Layout = keyof typeof layouts;

const DOC_TYPE_FIELD = 'showcase-doc-type';
const fieldClass =
  'rounded-md border border-neutral-400 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-neutral-900';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(
    params,
    { namespace: 'EditorPreview.viewer' },
    { robots: { index: false, follow: false } },
  );
}

async function readItems(
  locale: Locale,
  docType: string,
  limit: ShowcaseQuery['limit'],
  layout: Layout,
  token: string,
) {
  const type = canvasTypes.find((candidate) => candidate === docType);
  if (!type) return null;
  try {
    const reply = await getServerCommerce(locale).caas.getShowcase(
      locale,
      type,
      { limit, variant: layout },
      { mode: 'preview', previewToken: token },
    );
    return reply.items;
  } catch (error) {
    if (isCommerceApiError(error)) return 'failed' as const;
    throw error;
  }
}

/**
 * The content preview viewer (spec 002 section 2): an editor lists a document type's documents
 * and sees one framed at a desktop's or a phone's width, in preview. A GET form and links:
 * it works without a script.
 */
export default async function ShowcasePage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const editor = await currentEditor();
  if (!editor) redirect(`/${locale}/editor`);
  const [t, query] = await Promise.all([getTranslations('EditorPreview.viewer'), searchParams]);

  const docType = queryValue(query.docType);
  const missingDocType = query.docType !== undefined && !docType;
  const layout: Layout = queryValue(query.layout) === 'phone' ? 'phone' : 'desktop';
  const limit =
    showcaseLimits.find((choice) => String(choice) === queryValue(query.limit)) ??
    DEFAULT_SHOWCASE_LIMIT;
  const items = docType ? await readItems(locale, docType, limit, layout, editor.token) : null;
  const list = Array.isArray(items) ? items : [];
  const chosen = list.find((item) => item.id === queryValue(query.item)) ?? list[0];
  const environment = getEnv().CONTENT_ENVIRONMENT_NAME;
  const itemHref = (item: ShowcaseItem) =>
    `?${new URLSearchParams({ docType: docType ?? '', layout, limit: String(limit), item: item.id })}`;
  const formatDate = new Intl.DateTimeFormat(toLanguageTag(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  return (
    <div className="flex flex-col gap-6 py-4">
      <div className="flex flex-col gap-2">
        <h1 className="type-title">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </div>

      {missingDocType ? (
        <div role="alert" className="rounded-md border border-red-600 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">{t('errorSummary')}</p>
          <a href={`#${DOC_TYPE_FIELD}`} className="underline underline-offset-2">
            {t('docTypeRequired')}
          </a>
        </div>
      ) : null}

      <form method="get" className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={DOC_TYPE_FIELD} className="text-sm font-medium">
            {t('docType')}
          </label>
          <select
            id={DOC_TYPE_FIELD}
            name="docType"
            defaultValue={docType ?? ''}
            aria-invalid={missingDocType ? true : undefined}
            aria-describedby={missingDocType ? `${DOC_TYPE_FIELD}-error` : undefined}
            className={`${fieldClass} ${missingDocType ? 'border-red-600' : ''}`}
          >
            <option value="">{t('docTypePlaceholder')}</option>
            {canvasTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
          {missingDocType ? (
            <p id={`${DOC_TYPE_FIELD}-error`} className="text-sm text-red-700">
              {t('docTypeRequired')}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="showcase-layout" className="text-sm font-medium">
            {t('layout')}
          </label>
          <select id="showcase-layout" name="layout" defaultValue={layout} className={fieldClass}>
            <option value="desktop">{t('desktop')}</option>
            <option value="phone">{t('phone')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="showcase-limit" className="text-sm font-medium">
            {t('limit')}
          </label>
          <select
            id="showcase-limit"
            name="limit"
            defaultValue={String(limit)}
            className={fieldClass}
          >
            {showcaseLimits.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="rounded-full bg-ink px-6 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
        >
          {t('go')}
        </button>
      </form>

      {items === 'failed' ? (
        <p role="alert" className="text-red-700">
          {t('failed')}
        </p>
      ) : null}

      {Array.isArray(items) ? (
        <div className="flex flex-col gap-6 lg:flex-row">
          <section aria-labelledby="showcase-results" className="flex flex-col gap-2 lg:w-72">
            <h2 id="showcase-results" className="type-subheading">
              {t('results')}
            </h2>
            {list.length === 0 ? (
              <p>{t('noResults')}</p>
            ) : (
              <ul className="flex flex-col gap-1">
                {list.map((item) => (
                  <li key={item.id}>
                    <a
                      href={itemHref(item)}
                      aria-current={item.id === chosen?.id ? 'true' : undefined}
                      className="flex flex-col rounded-md px-3 py-2 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-neutral-900 aria-[current=true]:bg-neutral-200"
                    >
                      <span className="font-semibold">{item.name}</span>
                      <span className="text-sm text-muted">
                        {t('referrers', { count: item.referrersCount })} ·{' '}
                        {t('modified', {
                          date: formatDate.format(new Date(item.modificationDate)),
                        })}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {chosen ? (
            <figure className="flex min-w-0 flex-1 flex-col gap-2">
              <figcaption className="font-semibold">{t('framedTitle', { environment })}</figcaption>
              {chosen.path ? (
                // Focusable so a keyboard can scroll a frame wider than the screen.
                <div
                  tabIndex={0}
                  role="region"
                  aria-label={t('framedTitle', { environment })}
                  className="overflow-x-auto rounded-md border border-neutral-300"
                >
                  <iframe
                    title={t('framedTitle', { environment })}
                    src={`${PREVIEW_PREFIX}${chosen.path}`}
                    width={layouts[layout]}
                    height={800}
                    className="block bg-white"
                  />
                </div>
              ) : (
                <p>{t('noPage')}</p>
              )}
            </figure>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
