// Types for the plain-JavaScript module Node runs in front of Next.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export const MAX_URL_LENGTH: number;
export function isStorableText(value: string): boolean;
export function pathProblem(target: string): string | null;
export function apiErrorBody(
  message: string,
  errorId?: string,
): { body: string; correlationId: string };
export function refuseUnreadableTarget(request: IncomingMessage, response: ServerResponse): boolean;
export function answerClientError(
  error: (Error & { code?: string }) | undefined,
  socket: Duplex,
): void;
