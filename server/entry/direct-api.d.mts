// Types for the plain-JavaScript module Node runs in front of Next.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type ApiHandler = (request: Request) => Promise<Response>;

export const API_HANDLER: unique symbol;
export function isDirectApiRequest(request: IncomingMessage): boolean;
export function registeredApiHandler(): ApiHandler | null;
export function answerApiDirectly(
  handler: ApiHandler,
  request: IncomingMessage,
  response: ServerResponse,
  origin: string,
): Promise<void>;
