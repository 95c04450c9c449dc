import {
  createBatchEventProcessor,
  createInstance,
  createPollingProjectConfigManager,
  createStaticProjectConfigManager,
  eventDispatcher as optimizelyDispatcher,
  OptimizelyDecideOption,
  type Client,
  type EventDispatcher,
  type OpaqueConfigManager,
} from '@optimizely/optimizely-sdk';
import type {
  ExperimentConversion,
  ExperimentDatafile,
  ExperimentDecision,
  ExperimentDecisionRequest,
} from '@/lib/contracts/experiments';
import {
  EXPERIMENT_EVENT_BATCH_SIZE,
  EXPERIMENT_EVENT_FLUSH_INTERVAL_MS,
  EXPERIMENT_ON_READY_TIMEOUT_MS,
} from '@/lib/experiments/constants';
import type { Clock } from '../auth/clock';
import type { Database } from '../db/client';
import type { Logger } from '../http/logger';
import { readDatafile } from './datafile-store';
import { experimentEventBatchSchema } from './event-batch';
import { eventRowsOf, recordEvents } from './event-store';

/** An edit to the store's own datafile reaches decisions within this long. */
export const DATAFILE_MAX_AGE_MS = 60_000;

/**
 * The Optimizely SDK, run by the server for every page (docs/experiments.md): pages ask for a
 * decision instead of loading the SDK themselves. With an SDK key it reads Optimizely's datafile
 * and sends events to Optimizely; without, it reads the store's own datafile and its events are
 * stored for the results view. The SDK starts on the first call.
 */
export interface ExperimentDecider {
  decide(request: ExperimentDecisionRequest): Promise<ExperimentDecision>;
  track(conversion: ExperimentConversion): Promise<void>;
  /** Sends the events still queued and stops the SDK. */
  close(): Promise<void>;
}

export interface ExperimentDeciderOptions {
  db: Database;
  /** OPTIMIZELY_SDK_KEY, or null for the store's own datafile and event store. */
  sdkKey: string | null;
  clock: Clock;
  log: Logger;
}

const BASELINE: ExperimentDecision = { experimentKey: null, variationKey: null };

export function createExperimentDecider(options: ExperimentDeciderOptions): ExperimentDecider {
  const currentClient = options.sdkKey
    ? optimizelyClient(options.sdkKey, options.log)
    : ownClient(options);

  return {
    async decide({ visitorId, locale, flagKey, shown }) {
      const client = await currentClient();
      if (!client) return BASELINE;
      const user = client.createUserContext(visitorId, { locale });
      const decision = user.decide(flagKey, [OptimizelyDecideOption.DISABLE_DECISION_EVENT]);
      const { variationKey, ruleKey } = decision;
      if (!variationKey || !ruleKey) return BASELINE;
      // The impression goes only the first time this browser shows the visitor this variation.
      if (!shown.includes(`${ruleKey}:${variationKey}`)) user.decide(flagKey);
      return { experimentKey: ruleKey, variationKey };
    },
    async track({ visitorId, locale, eventKey, tags }) {
      const client = await currentClient();
      client?.createUserContext(visitorId, { locale }).trackEvent(eventKey, tags);
    },
    async close() {
      await (await currentClient.started())?.close();
    },
  };
}

interface ClientSource {
  (): Promise<Client | null>;
  /** The client made so far, without starting one. */
  started(): Promise<Client | null> | null;
}

function startClient(
  projectConfigManager: OpaqueConfigManager,
  eventDispatcher: EventDispatcher,
  log: Logger,
): Promise<Client | null> {
  const client = createInstance({
    projectConfigManager,
    eventProcessor: createBatchEventProcessor({
      batchSize: EXPERIMENT_EVENT_BATCH_SIZE,
      flushInterval: EXPERIMENT_EVENT_FLUSH_INTERVAL_MS,
      eventDispatcher,
    }),
  });
  return client.onReady({ timeout: EXPERIMENT_ON_READY_TIMEOUT_MS }).then(
    () => client,
    (error: unknown) => {
      log.warn({ err: error }, 'experiments: the SDK did not start; pages show their baselines');
      void client.close();
      return null;
    },
  );
}

/** With an SDK key: Optimizely's datafile, polled by the SDK, and Optimizely's event API. */
function optimizelyClient(sdkKey: string, log: Logger): ClientSource {
  let client: Promise<Client | null> | null = null;
  const source = () =>
    (client ??= startClient(
      createPollingProjectConfigManager({
        sdkKey,
        autoUpdate: true,
        updateInterval: DATAFILE_MAX_AGE_MS,
      }),
      optimizelyDispatcher,
      log,
    ));
  return Object.assign(source, { started: () => client });
}

/**
 * Without a key: the store's own datafile, read again once a minute; a changed datafile starts a
 * new client and the previous one sends what it queued and stops.
 */
function ownClient({ db, clock, log }: ExperimentDeciderOptions): ClientSource {
  // A client's events are judged against the datafile it decided with, already in hand.
  const storingDispatcher = (datafile: ExperimentDatafile): EventDispatcher => ({
    async dispatchEvent({ params }) {
      const batch = experimentEventBatchSchema.safeParse(params);
      if (!batch.success) {
        log.error(
          { issues: batch.error.issues },
          'experiments: an event batch the store cannot read',
        );
        return { statusCode: 400 };
      }
      try {
        await recordEvents(db, eventRowsOf(batch.data, datafile, clock.now()));
        return { statusCode: 204 };
      } catch (error) {
        log.error({ err: error }, 'experiments: events not stored');
        return { statusCode: 500 };
      }
    },
  });
  let current: { text: string; client: Promise<Client | null> } | null = null;
  let checked: { at: number; done: Promise<void> } | null = null;

  const refresh = async () => {
    const datafile = await readDatafile(db);
    const text = JSON.stringify(datafile);
    if (current?.text === text) return;
    const previous = current;
    current = {
      text,
      client: startClient(
        createStaticProjectConfigManager({ datafile: text }),
        storingDispatcher(datafile),
        log,
      ),
    };
    void previous?.client.then((client) => client?.close());
  };

  const source = async () => {
    const now = clock.now().getTime();
    if (!checked || now - checked.at >= DATAFILE_MAX_AGE_MS) {
      // One read for every call arriving while it runs; a failed read is tried again next call.
      const done = refresh().catch((error: unknown) => {
        checked = null;
        throw error;
      });
      checked = { at: now, done };
    }
    await checked.done;
    return current!.client;
  };
  return Object.assign(source, { started: () => current?.client ?? null });
}
