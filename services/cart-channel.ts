import type { CartSummary } from '@/lib/contracts/cart';
import { localStorageOrNull } from './tab-lock';

/** Every tab of the store listens on this channel name. */
export const CART_CHANNEL_NAME = 'stride-cart';
/** Where tabs without BroadcastChannel leave the news, for the others' `storage` event. */
export const CART_CHANGE_KEY = 'stride-cart-change';

/**
 * How the tabs of one browser tell each other that the bag changed: the tab that changed it
 * announces the basket, its new version and count; the others take the count and re-read the
 * full cart where they show it. BroadcastChannel where there is one, else the `storage` event.
 */
export interface CartChannel {
  announce(change: CartSummary): void;
  listen(listener: (change: CartSummary) => void): () => void;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * cartSummarySchema's rule, written out: the header listens from the first paint, and zod
 * loads only with the first API reply.
 */
function parseChange(value: unknown): CartSummary | null {
  if (typeof value !== 'object' || value === null) return null;
  const { basketId, totalItems, version } = value as Record<string, unknown>;
  if (typeof basketId !== 'string' || !isCount(totalItems) || !isCount(version)) return null;
  return { basketId, totalItems, version };
}

/**
 * One channel object both sends and listens, so a tab never hears its own news (a
 * BroadcastChannel does not deliver to the object that posted). Created when first used.
 */
export function createCartChannel(name = CART_CHANNEL_NAME): CartChannel {
  let channel: BroadcastChannel | null = null;
  const open = () => (channel ??= new BroadcastChannel(name));
  const hasBroadcast = () => typeof BroadcastChannel !== 'undefined';

  return {
    announce(change) {
      if (hasBroadcast()) {
        open().postMessage(change);
        return;
      }
      localStorageOrNull()?.setItem(CART_CHANGE_KEY, JSON.stringify(change));
    },
    listen(listener) {
      if (hasBroadcast()) {
        const onMessage = (event: MessageEvent) => {
          const change = parseChange(event.data);
          if (change) listener(change);
        };
        const opened = open();
        opened.addEventListener('message', onMessage);
        return () => opened.removeEventListener('message', onMessage);
      }
      const onStorage = (event: StorageEvent) => {
        if (event.key !== CART_CHANGE_KEY || !event.newValue) return;
        try {
          const change = parseChange(JSON.parse(event.newValue));
          if (change) listener(change);
        } catch {
          // Not ours, or written by an older page: nothing to learn from it.
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** This tab's channel. */
export const browserCartChannel = createCartChannel();
