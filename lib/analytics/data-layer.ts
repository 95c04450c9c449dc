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

/**
 * Adds an event to the page's data layer, only with performance and analytics consent. Until
 * the shopper decides, the page's events wait in memory (never in window.dataLayer), so the
 * landing page's view still counts once they accept; if they refuse, the waiting events are
 * dropped, as is every later one.
 */
export function pushDataLayer(event: DataLayerEvent): void {
  if (undecided()) {
    held = [...held, event].slice(-HELD_LIMIT);
    return;
  }
  if (isConsentGranted('performance')) release(event);
}

consentStore.subscribe(() => {
  if (undecided()) return;
  const waiting = held;
  held = [];
  if (isConsentGranted('performance')) waiting.forEach(release);
});
