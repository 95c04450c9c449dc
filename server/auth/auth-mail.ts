import type { Context } from 'hono';
import type { EmailData } from '../email/email-content';
import type { EmailKind } from '../email/mailer';
import { sendMailQuietly } from '../email/send-quietly';
import type { ApiEnv } from '../http/context';
import type { AuthDependencies } from './auth-dependencies';

/** An account email in the request's locale, sent quietly: the change it reports is done. */
export async function sendAccountMail(
  c: Context<ApiEnv>,
  deps: AuthDependencies,
  kind: EmailKind,
  to: string,
  data: EmailData,
): Promise<void> {
  const { locale } = c.get('request');
  await sendMailQuietly(deps, c.get('db'), c.get('log'), { kind, locale, to, data }, {});
}
