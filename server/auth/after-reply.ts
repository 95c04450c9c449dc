import type { Context } from 'hono';
import type { ApiEnv } from '../http/context';

/** The same body, calling `done` once it has been read to the end (or abandoned). */
function bodyThen(body: ReadableStream<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const chunk = await reader.read();
      if (!chunk.done) return controller.enqueue(chunk.value);
      controller.close();
      done();
    },
    async cancel(reason) {
      done();
      await reader.cancel(reason);
    },
  });
}

/**
 * The reply, with `work` (mail, say) started only once the reply's body has been handed over
 * in full, so the work's database calls and rendering never delay the response: its timing
 * must not tell whether there was work to do. A failure of the work is logged.
 */
export function replyThen(
  c: Context<ApiEnv>,
  reply: Response,
  failure: string,
  work: () => Promise<void>,
): Response {
  const log = c.get('log');
  const start = () =>
    setImmediate(() => {
      work().catch((error: unknown) => log.error({ err: error }, failure));
    });
  if (!reply.body) {
    start();
    return reply;
  }
  return new Response(bodyThen(reply.body, start), reply);
}
