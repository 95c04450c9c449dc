/**
 * Which experiment variations this browser's visitor was already shown: the page tells the
 * server, so a reload decides again (the same variation) without sending another impression.
 */
export const EXPOSURES_KEY = 'stride_experiment_exposures';

type ExposureStorage = Pick<Storage, 'getItem' | 'setItem'>;

const exposureId = (visitorId: string, experimentKey: string, variationKey: string) =>
  `${visitorId}:${experimentKey}:${variationKey}`;

function readExposures(storage: ExposureStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(EXPOSURES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((entry) => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** The visitor's exposures as "experiment:variation", as the decision call takes them. */
export function shownTo(storage: ExposureStorage, visitorId: string): string[] {
  const prefix = `${visitorId}:`;
  return readExposures(storage)
    .filter((entry) => entry.startsWith(prefix))
    .map((entry) => entry.slice(prefix.length));
}

export function recordExposure(
  storage: ExposureStorage,
  visitorId: string,
  experimentKey: string,
  variationKey: string,
): void {
  const id = exposureId(visitorId, experimentKey, variationKey);
  const kept = readExposures(storage);
  if (!kept.includes(id)) storage.setItem(EXPOSURES_KEY, JSON.stringify([...kept, id]));
}

/** Whether the visitor was shown any experiment: only then can an event count as a conversion. */
export function hasExposures(storage: ExposureStorage, visitorId: string): boolean {
  return shownTo(storage, visitorId).length > 0;
}
