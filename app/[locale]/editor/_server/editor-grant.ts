import 'server-only';
import { cookies } from 'next/headers';
import { getAuthSecret } from '@/server/auth/auth-secret';
import {
  EDITOR_COOKIE,
  verifyPreviewGrant,
  type PreviewGrant,
} from '@/server/content/preview-grant';

/** The editor this browser is signed in as (their grant cookie), or null. */
export async function currentEditor(): Promise<(PreviewGrant & { token: string }) | null> {
  const token = (await cookies()).get(EDITOR_COOKIE)?.value;
  if (!token) return null;
  const grant = verifyPreviewGrant(token, getAuthSecret(), new Date());
  return grant ? { ...grant, token } : null;
}
