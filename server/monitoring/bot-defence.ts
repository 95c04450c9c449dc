import type { ErrorReporter } from './error-reporter';

/**
 * The bot-defence refusal (a 403 with appId): every limit and failed reCAPTCHA check answers
 * it. Each one is an alertable `bot_defence` event carrying the process's running count, so a
 * dashboard can chart the rate and alert on a surge.
 */
export const BOT_DEFENCE_CODE = 'AUT403';

export function countBotDefence(reporter: ErrorReporter) {
  let count = 0;
  return (path: string, correlationId: string | undefined) => {
    count += 1;
    reporter.event({
      name: 'bot_defence',
      fields: { source: 'api', code: BOT_DEFENCE_CODE, path, correlationId, count },
    });
  };
}
