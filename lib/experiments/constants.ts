/** Spec 002 section 9: the experimentation client's event processor and start-up wait. */
export const EXPERIMENT_EVENT_BATCH_SIZE = 10;
export const EXPERIMENT_EVENT_FLUSH_INTERVAL_MS = 1000;
export const EXPERIMENT_EVENT_MAX_QUEUE = 10_000;
export const EXPERIMENT_ON_READY_TIMEOUT_MS = 30_000;

/**
 * How long a slot shows its baseline while the server decides; past it the visitor keeps the
 * baseline for this page view.
 */
export const EXPERIMENT_DECISION_TIMEOUT_MS = 3000;

/** Where pages ask for their visitor's variations and report conversions. */
export const DECISIONS_PATH = '/api/experiments/decisions';
export const CONVERSIONS_PATH = '/api/experiments/conversions';

/** The product page's delivery-promise line: the demo experiment's flag. */
export const PDP_PROMISE_FLAG = 'pdp_promise';
/** The conversion every experiment may count: a shopper added something to the cart. */
export const ADD_TO_CART_EVENT = 'add_to_cart';
