import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { primaryButtonClass } from '@/components/ui/button';
import { editorTimeFormat } from '@/lib/content/editor-time';
import { previewEntryPath, previewTarget } from '@/lib/routes/preview-routing';
import { requireLocale } from '../../_server/locale';
import { privatePageMetadata, queryValue, type SearchParams } from '../../_server/private-page';
import { currentEditor } from './_server/editor-grant';
import { readDraftOutcome } from './_server/draft-outcome';
import { getWaitingDrafts } from './_server/waiting-drafts';
import { DraftsWaiting } from './_components/drafts-waiting';
import { EditorSignInForm } from './_components/editor-sign-in-form';
import { EditorSignOutButton } from './_components/editor-sign-out-button';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

// A staff tool: nothing here for search engines.
export function generateMetadata({ params }: Props): Promise<Metadata> {
  return privatePageMetadata(
    params,
    { namespace: 'EditorPreview.signIn' },
    { robots: { index: false, follow: false } },
  );
}

/**
 * Where a content editor signs in to preview drafts, then publishes or discards them
 * (docs/content.md, "Editor preview" and "Publishing in the browser").
 */
export default async function EditorSignInPage({ params, searchParams }: Props) {
  const locale = requireLocale((await params).locale);
  setRequestLocale(locale);
  const [t, editor, query] = await Promise.all([
    getTranslations('EditorPreview.signIn'),
    currentEditor(),
    searchParams,
  ]);
  const next = queryValue(query.next);
  // Only a valid grant lists drafts; the actions check the editor's role again.
  const drafts = editor ? await getWaitingDrafts(locale) : null;
  return (
    <ClientMessages route="editorSignIn">
      <div
        className={`mx-auto flex w-full flex-col gap-6 py-8 ${drafts ? 'max-w-3xl' : 'max-w-md'}`}
      >
        <div className="flex flex-col gap-2">
          <h1 className="type-title">{t(editor ? 'signedInTitle' : 'title')}</h1>
          {editor ? null : <p className="text-muted">{t('intro')}</p>}
        </div>
        {editor ? (
          <div className="flex flex-col gap-4">
            <p>
              {t('signedInAs', {
                name: editor.name,
                id: editor.editor,
                until: editorTimeFormat(locale).format(editor.expiresAt),
              })}
            </p>
            <a
              href={previewEntryPath(locale, previewTarget(next, locale))}
              className={`${primaryButtonClass} self-start`}
            >
              {t('openPreview')}
            </a>
            <a
              href={`/${locale}/editor/showcase`}
              className="self-start underline underline-offset-2"
            >
              {t('openViewer')}
            </a>
            <a
              href={`/${locale}/editor/components`}
              className="self-start underline underline-offset-2"
            >
              {t('openCatalogue')}
            </a>
            <a
              href={`/${locale}/editor/experiments`}
              className="self-start underline underline-offset-2"
            >
              {t('openExperiments')}
            </a>
            <EditorSignOutButton />
          </div>
        ) : (
          <EditorSignInForm next={next ? previewTarget(next, locale) : undefined} />
        )}
        {drafts ? (
          <DraftsWaiting
            locale={locale}
            drafts={drafts}
            outcome={readDraftOutcome({
              kind: queryValue(query.kind),
              type: queryValue(query.type),
              key: queryValue(query.key),
              reason: queryValue(query.reason),
            })}
          />
        ) : null}
      </div>
    </ClientMessages>
  );
}
