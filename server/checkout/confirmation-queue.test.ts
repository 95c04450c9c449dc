import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createConfirmationQueue } from './confirmation-queue';

const silent = pino({ level: 'silent' });

describe('the confirmation queue', () => {
  it('sends one mail at a time, in the order the placements finished', async () => {
    const queue = createConfirmationQueue();
    const events: string[] = [];
    let releaseFirst = () => {};
    queue.enqueue(async () => {
      events.push('first started');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      events.push('first sent');
    }, silent);
    queue.enqueue(async () => {
      events.push('second sent');
    }, silent);

    await Promise.resolve();
    expect(events).toEqual(['first started']);
    releaseFirst();
    await queue.idle();
    expect(events).toEqual(['first started', 'first sent', 'second sent']);
  });

  it('logs a mail that failed and still sends the next', async () => {
    const queue = createConfirmationQueue();
    const logged: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });
    let sent = false;
    queue.enqueue(() => Promise.reject(new Error('mail server down')), log);
    queue.enqueue(async () => {
      sent = true;
    }, log);

    await queue.idle();
    expect(sent).toBe(true);
    expect(logged.join('')).toContain('order confirmation not sent');
  });
});
