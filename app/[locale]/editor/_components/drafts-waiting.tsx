import { getTranslations } from 'next-intl/server';
import { editorTimeFormat } from '@/lib/content/editor-time';
import type { Locale } from '@/lib/i18n/locales';
import { previewEntryPath } from '@/lib/routes/preview-routing';
import type { WaitingDraft } from '@/server/content/drafts';
import { discardDraftAction, publishDraft } from '../_server/draft-actions';
import type { DraftChangeOutcome } from '@/server/content/editor-draft-change';

const focusClass =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-950';
const linkClass = `rounded underline underline-offset-2 ${focusClass}`;

interface DraftsWaitingProps {
  locale: Locale;
  drafts: WaitingDraft[];
  /** What the last Publish or Discard did, from the page's query. */
  outcome: DraftChangeOutcome | null;
}

/**
 * The site's drafts that shoppers do not see yet, each to preview, publish or discard. The
 * buttons are forms posting to server actions: they work before (or without) any script.
 */
export async function DraftsWaiting({ locale, drafts, outcome }: DraftsWaitingProps) {
  const t = await getTranslations('EditorPreview.drafts');
  const date = editorTimeFormat(locale);
  return (
    <section aria-labelledby="drafts-waiting" className="flex flex-col gap-4">
      <h2 id="drafts-waiting" className="text-2xl font-black">
        {t('title')}
      </h2>
      <p className="text-muted">{t('intro')}</p>
      <div role="status">
        {outcome?.kind === 'published' ? (
          <p className="font-semibold">
            {t('published', { key: outcome.key, type: outcome.type })}
          </p>
        ) : null}
        {outcome?.kind === 'discarded' ? <p className="font-semibold">{t('discarded')}</p> : null}
      </div>
      {outcome?.kind === 'refused' ? (
        <p role="alert" className="text-red-700">
          {t(`refused.${outcome.reason}`)}
        </p>
      ) : null}
      {drafts.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-300 border-y border-neutral-300">
          {drafts.map((draft) => (
            <li key={`${draft.type}:${draft.key}`} className="flex flex-col gap-2 py-4">
              <h3 className="type-subheading">{draft.name}</h3>
              <p className="text-sm">{t('canvas', { type: draft.type, key: draft.key })}</p>
              <p className="text-sm text-muted">
                {draft.savedBy
                  ? t('savedBy', { by: draft.savedBy, date: date.format(draft.savedAt) })
                  : t('saved', { date: date.format(draft.savedAt) })}
              </p>
              {draft.revisions.length > 0 ? (
                <details className="text-sm">
                  <summary className={`cursor-pointer self-start ${linkClass}`}>
                    {t('revisions')}
                  </summary>
                  <ol className="mt-2 flex flex-col gap-1">
                    {draft.revisions.map((revision, index) => (
                      <li key={index}>
                        {t('revision', {
                          action: revision.action,
                          actor: revision.actor,
                          date: date.format(new Date(revision.at)),
                        })}
                      </li>
                    ))}
                  </ol>
                </details>
              ) : null}
              <div className="flex flex-wrap items-center gap-4">
                {draft.path ? (
                  <a href={previewEntryPath(locale, draft.path)} className={linkClass}>
                    {t('preview')}
                  </a>
                ) : null}
                <form action={publishDraft}>
                  <DraftFields locale={locale} draft={draft} />
                  <button
                    type="submit"
                    className={`rounded-full bg-ink px-4 py-2 font-semibold text-white ${focusClass}`}
                  >
                    {t('publish')}
                  </button>
                </form>
                <form action={discardDraftAction}>
                  <DraftFields locale={locale} draft={draft} />
                  <button type="submit" className={linkClass}>
                    {t('discard')}
                  </button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DraftFields({ locale, draft }: { locale: Locale; draft: WaitingDraft }) {
  return (
    <>
      <input type="hidden" name="siteId" value={locale} />
      <input type="hidden" name="type" value={draft.type} />
      <input type="hidden" name="key" value={draft.key} />
    </>
  );
}
