import type { Locale } from '@/lib/i18n/locales';
import { experimentsAllowed } from './consent-gate';
import {
  EXPERIMENT_DECISION_TIMEOUT_MS,
  optimizelyDatafileUrl,
  OWN_DATAFILE_PATH,
} from './constants';
import type { ExperimentClient } from './experiment-client';
import { hasExposures } from './exposures';
import { getOrCreateVisitorId, readVisitorId } from '../visitor-id';

/**
 * What a page does for experiments, and nothing before it must: the consent check first, then
 * the datafile, and the SDK (a large chunk, through import()) only when the datafile names the
 * flag on the page. One datafile and one client per page view.
 */
export interface ExperimentSettings {
  locale: Locale;
  /** OPTIMIZELY_SDK_KEY, or null for the store's own datafile and events endpoint. */
  sdkKey: string | null;
}

let datafileRead: Promise<string | null> | null = null;
let clientStarted: Promise<ExperimentClient | null> | null = null;

function readDatafile(sdkKey: string | null): Promise<string | null> {
  datafileRead ??= fetch(sdkKey ? optimizelyDatafileUrl(sdkKey) : OWN_DATAFILE_PATH, {
    headers: { accept: 'application/json' },
  }).then((reply) => (reply.ok ? reply.text() : null));
  return datafileRead;
}

function namesFlag(datafile: string, flagKey: string): boolean {
  try {
    const parsed = JSON.parse(datafile) as { featureFlags?: { key?: unknown }[] };
    return parsed.featureFlags?.some((flag) => flag.key === flagKey) ?? false;
  } catch {
    return false;
  }
}

function startClient(
  { locale, sdkKey }: ExperimentSettings,
  datafile: string,
): Promise<ExperimentClient | null> {
  clientStarted ??= import('./experiment-client').then(({ createExperimentClient }) =>
    createExperimentClient({
      datafile,
      sdkKey,
      visitorId: getOrCreateVisitorId(localStorage),
      attributes: { locale },
      storage: localStorage,
    }),
  );
  return clientStarted;
}

/**
 * The visitor's variation of `flagKey`, or null for the baseline: without targeting consent,
 * when the datafile does not name the flag, on any failure, and when the answer takes longer
 * than `timeoutMs` (the visitor keeps the baseline they already see, and no impression goes).
 */
export async function decideFlag(
  settings: ExperimentSettings,
  flagKey: string,
  timeoutMs = EXPERIMENT_DECISION_TIMEOUT_MS,
): Promise<string | null> {
  if (!experimentsAllowed(settings.locale, document.cookie)) return null;
  const deadline = Date.now() + timeoutMs;
  const decision = (async () => {
    const datafile = await readDatafile(settings.sdkKey);
    if (!datafile || !namesFlag(datafile, flagKey)) return null;
    const client = await startClient(settings, datafile);
    if (!client || Date.now() > deadline) return null;
    return client.decide(flagKey);
  })().catch(() => null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  return Promise.race([decision, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A conversion (e.g. add to cart), tracked for a visitor who was shown an experiment; others
 * load nothing for it.
 */
export function trackExperimentEvent(
  settings: ExperimentSettings,
  eventKey: string,
  tags?: Record<string, unknown>,
): void {
  if (!experimentsAllowed(settings.locale, document.cookie)) return;
  void (async () => {
    const visitorId = readVisitorId(localStorage);
    if (!visitorId || !hasExposures(localStorage, visitorId)) return;
    const datafile = await readDatafile(settings.sdkKey);
    if (!datafile) return;
    (await startClient(settings, datafile))?.track(eventKey, tags);
  })().catch(() => undefined);
}

/** Tests start each case on a fresh page. */
export function resetExperimentsForTests(): void {
  datafileRead = null;
  clientStarted = null;
}
