import { consentRequired } from '@/lib/consent/consent';
import { consentStore, isConsentGranted } from '@/lib/consent/consent-store';
import { recordSessionEvent } from './session-log';

/**
 * An event for the tag manager's data layer (Google Tag Manager's `dataLayer` conventions).
 * Each is made by a builder in lib/analytics, one module per concern, which types its fields.
 */
export interface DataLayerEvent {
  event: string;
}

/** An entry of the data layer: an event, or a push that only sets or clears variables. */
export interface DataLayerEntry {
  event?: string;
  [field: string]: unknown;
}

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Events of a page waiting for the shopper's choice; past this many the oldest go. */
const HELD_LIMIT = 50;
let held: DataLayerEvent[] = [];

function release(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  // GTM merges pushes: clear the last e-commerce object so its items don't leak into this one.
  if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ ...event });
  recordSessionEvent(event);
}

/** Still waiting: the consent is not read yet, or an EMEA shopper has not chosen. */
function undecided(): boolean {
  const consent = consentStore.getSnapshot();
  return consent === null || consentRequired(consent);
}

/** The path whose page_view went last, and the events of a newer page waiting for theirs. */
let viewedPath: string | null = null;
let beforeView: DataLayerEvent[] = [];

function admit(event: DataLayerEvent): void {
  if (undecided()) {
    held = [...held, event].slice(-HELD_LIMIT);
    return;
  }
  if (isConsentGranted('performance')) release(event);
}

function admitBeforeView(): void {
  const waiting = beforeView;
  beforeView = [];
  waiting.forEach(admit);
}

/**
 * Adds an event to the page's data layer, only with performance and analytics consent. Until
 * the shopper decides, the page's events wait in memory (never in window.dataLayer), so the
 * landing page's view still counts once they accept; if they refuse, the waiting events are
 * dropped, as is every later one.
 *
 * A page's own events lead with its page_view: the page's components report (a product view)
 * in effects that run before the layout's page view, so theirs wait for it, at most until the
 * task that pushed them ends.
 */
export function pushDataLayer(event: DataLayerEvent): void {
  if (event.event === 'page_view') {
    viewedPath = window.location.pathname;
    admit(event);
    admitBeforeView();
    return;
  }
  if (viewedPath !== window.location.pathname) {
    if (beforeView.length === 0) queueMicrotask(admitBeforeView);
    beforeView.push(event);
    return;
  }
  admit(event);
}

consentStore.subscribe(() => {
  if (undecided()) return;
  const waiting = held;
  held = [];
  if (isConsentGranted('performance')) waiting.forEach(release);
});
