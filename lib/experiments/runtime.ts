import type { ExperimentDecision } from '@/lib/contracts/experiments';
import type { Locale } from '@/lib/i18n/locales';
import { experimentsAllowed } from './consent-gate';
import { CONVERSIONS_PATH, DECISIONS_PATH, EXPERIMENT_DECISION_TIMEOUT_MS } from './constants';
import { hasExposures, recordExposure, shownTo } from './exposures';
import { getOrCreateVisitorId, readVisitorId } from '../visitor-id';

/**
 * What a page does for experiments: after the consent check, it asks the server, which runs the
 * Optimizely SDK (docs/experiments.md), so no page loads the SDK itself.
 */
const postJson = (path: string, body: unknown, init: RequestInit) =>
  fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    ...init,
  });

/**
 * The visitor's variation of `flagKey`, or null for the baseline: without targeting consent, on
 * any failure, and when the answer takes longer than `timeoutMs` (the visitor keeps the baseline
 * they already see).
 */
export async function decideFlag(
  locale: Locale,
  flagKey: string,
  timeoutMs = EXPERIMENT_DECISION_TIMEOUT_MS,
): Promise<string | null> {
  if (!experimentsAllowed(locale, document.cookie)) return null;
  const visitorId = getOrCreateVisitorId(localStorage);
  try {
    const reply = await postJson(
      DECISIONS_PATH,
      { visitorId, locale, flagKey, shown: shownTo(localStorage, visitorId) },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    if (!reply.ok) return null;
    const { experimentKey, variationKey } = (await reply.json()) as ExperimentDecision;
    if (!experimentKey || !variationKey) return null;
    recordExposure(localStorage, visitorId, experimentKey, variationKey);
    return variationKey;
  } catch {
    return null;
  }
}

/** A conversion (e.g. add to cart), sent only for a visitor who was shown an experiment. */
export function trackExperimentEvent(
  locale: Locale,
  eventKey: string,
  tags?: Record<string, string | number | boolean>,
): void {
  if (!experimentsAllowed(locale, document.cookie)) return;
  const visitorId = readVisitorId(localStorage);
  if (!visitorId || !hasExposures(localStorage, visitorId)) return;
  // Sent even if the shopper leaves the page straight after adding.
  postJson(CONVERSIONS_PATH, { visitorId, locale, eventKey, tags }, { keepalive: true }).catch(
    () => undefined,
  );
}
