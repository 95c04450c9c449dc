import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { previewReturnPath } from '@/lib/routes/preview-routing';
import { PREVIEW_AT_COOKIE } from '../../../_server/content-view';
import { requireLocale } from '../../../_server/locale';

/**
 * Leaves the preview for the published page at `to`, else the one it was followed from; the
 * editor stays signed in.
 */
export async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ locale: string }> },
) {
  const locale = requireLocale((await params).locale);
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_AT_COOKIE);
  redirect(
    previewReturnPath(
      request.nextUrl.searchParams.get('to'),
      request.headers.get('referer'),
      locale,
    ),
  );
}
