import type { z } from 'zod';
import type { TokenResponse } from '@/lib/contracts/auth';
import { isCommerceApiError } from './api-error';
import { localStorageOrNull, type TabLock } from './tab-lock';
import type { RequestOptions, Transport } from './transport';

/**
 * 401 answers a new access token cannot change: wrong credentials, a refused cross-site
 * request, and the invalid customer the cart lifecycle answers itself (spec 000 section 4).
 */
const FINAL_UNAUTHORIZED = new Set([
  'AUT401',
  'AUT418',
  'AUT426',
  'AUT432',
  'AUT437',
  'AUT438',
  'AUT498',
]);

/** A refusal meaning the access token has ended (expired, revoked, or none at all). */
export function isEndedAccess(error: unknown): boolean {
  return isCommerceApiError(error) && error.status === 401 && !FINAL_UNAUTHORIZED.has(error.code);
}

export const RENEWAL_LOCK = 'stride-session-renewal';
/** localStorage key whose value changes with every renewal, in any tab. */
export const RENEWAL_MARK_KEY = 'stride-session-renewed';

/**
 * Which session the page's calls are made with: a value that changes whenever any tab renews
 * the session. `ended:` values mark a renewal that had to start a guest session.
 */
export interface SessionMark {
  read(): string;
  write(value: string): void;
  /** Calls back when another tab writes a new mark. */
  watch(listener: (value: string) => void): () => void;
}

export function memorySessionMark(): SessionMark {
  let value = 'initial';
  return {
    read: () => value,
    write: (next) => {
      value = next;
    },
    watch: () => () => undefined,
  };
}

/** The mark in localStorage, shared by the tabs; in memory where storage is unavailable. */
export function browserSessionMark(): SessionMark {
  const fallback = memorySessionMark();
  return {
    read: () => localStorageOrNull()?.getItem(RENEWAL_MARK_KEY) ?? fallback.read(),
    write: (value) => {
      fallback.write(value);
      localStorageOrNull()?.setItem(RENEWAL_MARK_KEY, value);
    },
    watch: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === RENEWAL_MARK_KEY && event.newValue) listener(event.newValue);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

export type Renewal =
  /** This tab redeemed the refresh token: the cookies now hold a new access token. */
  | { outcome: 'refreshed'; session: TokenResponse }
  /** Another call or tab renewed the session since the failed call was sent: just retry. */
  | { outcome: 'renewedElsewhere' }
  /** The refresh was refused: the old session is over and a guest session replaced it. */
  | { outcome: 'ended'; guest: TokenResponse | null };

export interface SessionRenewalOptions {
  /** Redeems the refresh cookie (POST /token/v2/auth/refresh). */
  refresh: () => Promise<TokenResponse>;
  /** Starts a guest session once the refresh is refused; null when none could be had. */
  startGuest: () => Promise<TokenResponse | null>;
  lock: TabLock;
  mark: SessionMark;
  newId?: () => string;
}

/** Hears that the session ended, here or in another tab (then without the guest's summary). */
export type SessionEndListener = (guest: TokenResponse | null) => void;

/**
 * Renews an ended access token once for every call that met it, one renewal at a time across
 * the browser's tabs. A call remembers the mark it was sent under; when the lock is finally
 * granted and the mark has moved on, another tab or call has already renewed the session, and
 * the call is retried with the cookie that renewal set instead of redeeming the refresh token a
 * second time (refresh tokens rotate: a second use revokes the session, decision 005).
 */
export function createSessionRenewal(options: SessionRenewalOptions) {
  const newId = options.newId ?? (() => crypto.randomUUID());
  const listeners = new Set<SessionEndListener>();
  let inFlight: Promise<Renewal> | null = null;
  let watching: (() => void) | null = null;

  const tellEnded = (guest: TokenResponse | null) => {
    for (const listener of listeners) listener(guest);
  };

  const end = async (): Promise<Renewal> => {
    const guest = await options.startGuest().catch(() => null);
    options.mark.write(`ended:${newId()}`);
    tellEnded(guest);
    return { outcome: 'ended', guest };
  };

  const renewUnderLock = async (seen: string): Promise<Renewal> => {
    if (options.mark.read() !== seen) return { outcome: 'renewedElsewhere' };
    try {
      const session = await options.refresh();
      options.mark.write(`refreshed:${newId()}`);
      return { outcome: 'refreshed', session };
    } catch (error) {
      // A refused refresh token (missing, expired, reused, revoked) ends the session; a server
      // or network failure does not, and is the caller's to report.
      if (!isCommerceApiError(error) || error.status >= 500) throw error;
    }
    return end();
  };

  return {
    /** The mark to remember when sending a call. */
    mark: () => options.mark.read(),
    /** Renews the session a call sent under `seen` found ended; shared by concurrent callers. */
    renew(seen: string): Promise<Renewal> {
      inFlight ??= options.lock
        .run(RENEWAL_LOCK, () => renewUnderLock(seen))
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    /**
     * The server knows no session for this page (neither cookie is left) although the page
     * still holds what one owned: it ended with nothing to renew it from.
     */
    ended(seen: string): Promise<Renewal> {
      inFlight ??= options.lock
        .run(RENEWAL_LOCK, () =>
          options.mark.read() === seen
            ? end()
            : Promise.resolve<Renewal>({ outcome: 'renewedElsewhere' }),
        )
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    onSessionEnded(listener: SessionEndListener): () => void {
      listeners.add(listener);
      watching ??= options.mark.watch((value) => {
        if (value.startsWith('ended:')) tellEnded(null);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          watching?.();
          watching = null;
        }
      };
    },
  };
}
export type SessionRenewal = ReturnType<typeof createSessionRenewal>;

/**
 * Every call through the returned transport that meets an ended access token renews the
 * session once and is sent again, so no page mistakes an expired token for an empty bag or
 * a signed-out shopper. Calls marked `renewSession: false` pass straight through.
 */
export function withSessionRenewal(request: Transport, renewal: SessionRenewal): Transport {
  return async <T extends z.ZodType>(options: RequestOptions<T>): Promise<z.infer<T>> => {
    if (options.renewSession === false) return request(options);
    const seen = renewal.mark();
    try {
      return await request(options);
    } catch (error) {
      if (!isEndedAccess(error)) throw error;
      await renewal.renew(seen);
      return request(options);
    }
  };
}
