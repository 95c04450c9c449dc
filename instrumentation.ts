import type { Instrumentation } from 'next';

/**
 * Next.js calls this once per server process, before it serves requests (not during
 * `next build`). Outside the demo, a server missing a production setting stops here. Background
 * work needs Node's timers and the database, so the edge runtime starts none; the check on
 * NEXT_RUNTIME also keeps server code out of an edge bundle.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkSettingsAtStart } = await import('./server/config/start-check');
    checkSettingsAtStart();
    const { shareTagClock } = await import('./server/cache/tag-clock');
    shareTagClock();
    const { startBackgroundWork } = await import('./server/background-work');
    startBackgroundWork();
  }
}

/** A page or route that failed on the server is reported, scrubbed, with its route. */
export const onRequestError: Instrumentation.onRequestError = async (error, _request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getErrorReporter } = await import('./server/monitoring/error-reporter');
  (await getErrorReporter()).error(error, { source: 'page', route: context.routePath });
};
