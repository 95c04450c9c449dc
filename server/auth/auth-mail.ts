import type { Context } from 'hono';
import type { EmailData } from '../email/email-content';
import type { EmailKind } from '../email/mailer';
import { renderEmail } from '../email/templates';
import type { ApiEnv } from '../http/context';
import type { AuthDependencies } from './auth-dependencies';

/**
 * Renders and sends an account email in the request's locale, its links on the configured
 * public origin. A failure is logged and
 * swallowed: the account change it reports has already happened and must not be undone or
 * reported as failed because the mail server is down.
 */
export async function sendAccountMail(
  c: Context<ApiEnv>,
  deps: AuthDependencies,
  kind: EmailKind,
  to: string,
  data: EmailData,
): Promise<void> {
  const { locale } = c.get('request');
  try {
    const rendered = renderEmail(kind, locale, data, { publicBaseUrl: deps.publicBaseUrl });
    await deps.mailer(c.get('db')).send({ kind, locale, to, ...rendered });
  } catch (error) {
    c.get('log').error({ err: error, kind }, 'account email not sent');
  }
}
