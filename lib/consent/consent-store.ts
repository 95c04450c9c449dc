import type { Region } from '@/lib/i18n/locales';
import {
  consentCookie,
  consentGranted,
  readConsentCookie,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentContext,
} from './consent';

type Listener = () => void;

let current: ConsentContext | null = null;
const listeners = new Set<Listener>();

function publish(next: ConsentContext): void {
  current = next;
  for (const listener of listeners) listener();
}

const sameChoice = (a: ConsentChoice | null, b: ConsentChoice | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.performance === b.performance &&
    a.functional === b.functional &&
    a.targeting === b.targeting);

/**
 * The page's consent in the browser. Pages are shared renders that never read the cookie, so
 * the consent gate starts this store once the page runs; until then it holds null, and
 * whatever waits on consent waits. Islands subscribe and react to a choice without a reload.
 */
export const consentStore = {
  getSnapshot: (): ConsentContext | null => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Reads the stored choice for the page's region; called again when the locale changes. */
  start(region: Region, preview: boolean): void {
    const choice = readConsentCookie(document.cookie);
    if (
      current &&
      current.region === region &&
      current.preview === preview &&
      sameChoice(current.choice, choice)
    ) {
      return;
    }
    publish({ region, preview, choice });
  },
  /** Stores the shopper's choice in the consent cookie and tells every subscriber. */
  choose(choice: ConsentChoice): void {
    document.cookie = consentCookie(choice, { secure: window.location.protocol === 'https:' });
    publish({ region: current?.region ?? 'EMEA', preview: current?.preview ?? false, choice });
  },
};

/** Whether a category may run now: never before the gate has read the consent. */
export function isConsentGranted(category: ConsentCategory): boolean {
  return current !== null && consentGranted(current, category);
}
