import {
  createBatchEventProcessor,
  createInstance,
  createStaticProjectConfigManager,
  eventDispatcher as optimizelyDispatcher,
  getSendBeaconEventDispatcher,
  OptimizelyDecideOption,
  type Client,
  type EventDispatcher,
} from '@optimizely/optimizely-sdk';
import {
  EXPERIMENT_EVENT_BATCH_SIZE,
  EXPERIMENT_EVENT_FLUSH_INTERVAL_MS,
  EXPERIMENT_ON_READY_TIMEOUT_MS,
  OWN_EVENTS_PATH,
} from './constants';
import { recordExposure, wasExposed } from './exposures';
import { cleanAttributes, cleanEventTags, cleanUserId, type Warn } from './sdk-inputs';

/** The SDK's batches, posted to the store's own endpoint (no SDK key: the offline mode). */
const ownDispatcher: EventDispatcher = {
  dispatchEvent: async ({ params }) => {
    const reply = await fetch(OWN_EVENTS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(params),
      keepalive: true,
    });
    return { statusCode: reply.status };
  },
};

/** When the page closes, the last batch goes as a beacon, which outlives the page. */
const ownClosingDispatcher: EventDispatcher = {
  dispatchEvent: async ({ params }) => {
    const sent = navigator.sendBeacon(
      OWN_EVENTS_PATH,
      new Blob([JSON.stringify(params)], { type: 'application/json' }),
    );
    return { statusCode: sent ? 204 : 500 };
  },
};

export interface ExperimentClientOptions {
  /** The datafile's JSON text, already fetched (the store's own, or Optimizely's CDN copy). */
  datafile: string;
  /** With a key, events go to Optimizely; without, to the store's endpoint. */
  sdkKey: string | null;
  visitorId: string;
  attributes: Record<string, unknown>;
  /** Where the visitor's exposures are remembered (localStorage). */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  warn?: Warn;
}

export interface ExperimentClient {
  /** The flag's variation key for the visitor, or null (not running, not bucketed, failed). */
  decide(flagKey: string): string | null;
  track(eventKey: string, tags?: unknown): void;
}

function clientOf(
  sdk: Client,
  userId: string,
  attributes: Record<string, string>,
  options: ExperimentClientOptions,
  warn: Warn,
): ExperimentClient {
  const user = sdk.createUserContext(userId, attributes);
  return {
    decide(flagKey) {
      // Decided silently first: an impression goes only the first time this visitor sees
      // this variation (lib/experiments/exposures.ts), not on every reload.
      const decision = user.decide(flagKey, [OptimizelyDecideOption.DISABLE_DECISION_EVENT]);
      const { variationKey, ruleKey } = decision;
      if (!variationKey || !ruleKey) return null;
      if (!wasExposed(options.storage, userId, ruleKey, variationKey)) {
        user.decide(flagKey);
        recordExposure(options.storage, userId, ruleKey, variationKey);
      }
      return variationKey;
    },
    track(eventKey, tags) {
      user.trackEvent(eventKey, cleanEventTags(tags, warn));
    },
  };
}

/** The Optimizely client for this page, ready, or null when the datafile cannot be used. */
export async function createExperimentClient(
  options: ExperimentClientOptions,
): Promise<ExperimentClient | null> {
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const userId = cleanUserId(options.visitorId, warn);
  if (!userId) return null;
  const keyed = options.sdkKey !== null;
  const sdk = createInstance({
    projectConfigManager: createStaticProjectConfigManager({ datafile: options.datafile }),
    eventProcessor: createBatchEventProcessor({
      batchSize: EXPERIMENT_EVENT_BATCH_SIZE,
      flushInterval: EXPERIMENT_EVENT_FLUSH_INTERVAL_MS,
      eventDispatcher: keyed ? optimizelyDispatcher : ownDispatcher,
      closingEventDispatcher: keyed ? getSendBeaconEventDispatcher() : ownClosingDispatcher,
    }),
  });
  try {
    await sdk.onReady({ timeout: EXPERIMENT_ON_READY_TIMEOUT_MS });
  } catch {
    return null;
  }
  return clientOf(sdk, userId, cleanAttributes(options.attributes, warn), options, warn);
}
