/** Spec 002 section 9: the experimentation client's event processor and start-up wait. */
export const EXPERIMENT_EVENT_BATCH_SIZE = 10;
export const EXPERIMENT_EVENT_FLUSH_INTERVAL_MS = 1000;
export const EXPERIMENT_EVENT_MAX_QUEUE = 10_000;
export const EXPERIMENT_ON_READY_TIMEOUT_MS = 30_000;

/**
 * How long a slot shows its baseline while the datafile and the SDK load; past it the visitor
 * keeps the baseline for this page view and no exposure is sent.
 */
export const EXPERIMENT_DECISION_TIMEOUT_MS = 3000;

/** The store's own datafile (used without an Optimizely SDK key) and where its events go. */
export const OWN_DATAFILE_PATH = '/api/experiments/datafile.json';
export const OWN_EVENTS_PATH = '/api/experiments/events';

/** Optimizely's datafile CDN and event endpoints, used with an SDK key. */
export const optimizelyDatafileUrl = (sdkKey: string) =>
  `https://cdn.optimizely.com/datafiles/${encodeURIComponent(sdkKey)}.json`;
export const OPTIMIZELY_ORIGINS = {
  datafile: 'https://cdn.optimizely.com',
  events: ['https://logx.optimizely.com', 'https://eu.logx.optimizely.com'],
} as const;

/** The product page's delivery-promise line: the demo experiment's flag. */
export const PDP_PROMISE_FLAG = 'pdp_promise';
/** The conversion every experiment may count: a shopper added something to the cart. */
export const ADD_TO_CART_EVENT = 'add_to_cart';
