/**
 * Next.js calls this once per server process, before it serves requests (not during
 * `next build`). Background work needs Node's timers and the database, so the edge runtime
 * starts none; the check on NEXT_RUNTIME also keeps server code out of an edge bundle.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startBackgroundWork } = await import('./server/background-work');
    startBackgroundWork();
  }
}
