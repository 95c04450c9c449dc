import { getTranslations } from 'next-intl/server';
import { editorTimeFormat } from '@/lib/content/editor-time';
import type { Locale } from '@/lib/i18n/locales';
import { toDateTimeLocal } from '@/lib/routes/preview-routing';

export interface PreviewBannerProps {
  locale: Locale;
  /** The environment previewed (CONTENT_ENVIRONMENT_NAME). */
  environment: string;
  editor: string;
  /** The time previewed (ISO), or none for the drafts as they are now. */
  previewDateTime?: string | undefined;
}

const linkClass =
  'rounded underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-950';

/**
 * Marks every page an editor previews, at the very top: what is shown (drafts, or the site at a
 * time), by whom, in which environment, with a time to preview at, the way to the drafts to
 * publish and the way out. Plain links and a GET form: it needs no script. They name no page:
 * the entry and exit handlers come back to the page they were followed from
 * (previewReturnPath).
 */
export async function PreviewBanner({
  locale,
  environment,
  editor,
  previewDateTime,
}: PreviewBannerProps) {
  const t = await getTranslations('EditorPreview.banner');
  const time = previewDateTime
    ? // The zone is what the field means.
      editorTimeFormat(locale, 'UTC').format(new Date(previewDateTime))
    : null;
  return (
    <section
      aria-label={t('label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 bg-amber-300 px-4 py-2 text-sm text-neutral-950"
    >
      <strong className="font-black uppercase tracking-wide">{t('preview')}</strong>
      <span>{t('environment', { name: environment })}</span>
      <span>{time ? t('at', { time }) : t('drafts')}</span>
      <span>{t('editor', { name: editor })}</span>
      <form
        method="get"
        action={`/${locale}/editor/preview`}
        className="flex flex-wrap items-center gap-2"
      >
        <label htmlFor="preview-banner-at" className="font-medium">
          {t('previewAt')}
        </label>
        <input
          id="preview-banner-at"
          type="datetime-local"
          name="previewDateTime"
          defaultValue={previewDateTime ? toDateTimeLocal(previewDateTime) : undefined}
          className="rounded border border-neutral-950 bg-white px-2 py-1"
        />
        <button
          type="submit"
          className="rounded bg-neutral-950 px-3 py-1 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-950"
        >
          {t('apply')}
        </button>
        <a href={`/${locale}/editor/preview`} className={linkClass}>
          {t('now')}
        </a>
      </form>
      <a href={`/${locale}/editor`} className={`${linkClass} ml-auto`}>
        {t('publishing')}
      </a>
      <a href={`/${locale}/editor/exit`} className={`${linkClass} font-semibold`}>
        {t('exit')}
      </a>
    </section>
  );
}
