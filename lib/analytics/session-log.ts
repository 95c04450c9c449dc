import type { DataLayerEvent } from './data-layer';

const SESSION_LOG_KEY = 'stride.analytics.events';
/** Enough for a long visit; the oldest go first. */
const SESSION_LOG_LIMIT = 300;

export interface LoggedEvent {
  /** When it reached the data layer, ISO 8601. */
  at: string;
  /** The page it was pushed on (path and query). */
  page: string;
  event: DataLayerEvent;
}

/**
 * The events of this tab's session that reached the data layer, for the debug view
 * (/{locale}/dev/analytics): what a tag manager would have received.
 */
export function readSessionEvents(): LoggedEvent[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SESSION_LOG_KEY) ?? '[]');
    return Array.isArray(value) ? (value as LoggedEvent[]) : [];
  } catch {
    // Storage off or a damaged entry: the view shows nothing rather than fail.
    return [];
  }
}

export function recordSessionEvent(event: DataLayerEvent): void {
  const entry: LoggedEvent = {
    at: new Date().toISOString(),
    page: `${window.location.pathname}${window.location.search}`,
    event,
  };
  try {
    const events = [...readSessionEvents(), entry].slice(-SESSION_LOG_LIMIT);
    sessionStorage.setItem(SESSION_LOG_KEY, JSON.stringify(events));
  } catch {
    // Storage off or full: only the debug view loses the event.
  }
}

export function clearSessionEvents(): void {
  try {
    sessionStorage.removeItem(SESSION_LOG_KEY);
  } catch {
    // Storage off: there is nothing to clear.
  }
}
