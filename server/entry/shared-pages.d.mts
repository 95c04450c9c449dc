// Types for the plain-JavaScript module the entry server runs in front of Next.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface TagClock {
  lastChanged(tags: string[]): Promise<Date | null>;
}
export const MAX_AGE_MS: number;
export function isSharedPageRequest(request: IncomingMessage): boolean;
export function createSharedPages(options: {
  origin: () => string;
  clock?: () => TagClock | undefined;
  now?: () => number;
}): { answer(request: IncomingMessage, response: ServerResponse): Promise<boolean> };
