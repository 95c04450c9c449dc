/**
 * Which alternative of a personalised block shows (spec 002 section 4). `null` is the baseline.
 * The server's decision names the segments or the variant; QA's test context wins over it.
 */

/** A segmentation: a test-forced segment, else the first segment the decision matched, else the baseline. */
export function chooseSegment(
  segmentIds: readonly string[],
  matched: readonly string[],
  forced: readonly string[],
): string | null {
  return (
    segmentIds.find((id) => forced.includes(id)) ??
    segmentIds.find((id) => matched.includes(id)) ??
    null
  );
}

/** An experience: a test-forced variant, else the variant the decision names, else the baseline. */
export function chooseVariant(
  variantIds: readonly string[],
  decided: string | null,
  forced: readonly string[],
): string | null {
  const forcedVariant = variantIds.find((id) => forced.includes(id));
  if (forcedVariant) return forcedVariant;
  return decided && variantIds.includes(decided) ? decided : null;
}

/** A personalised block as the page knows it: its key in the decision and its alternatives' ids. */
export type PersonalisedBlockKey =
  | { kind: 'experience'; experienceId: string; trackingEvent: string; variantIds: string[] }
  | { kind: 'segmentation'; id: string; segmentIds: string[] };

/** What the page was told: the server's decision (or none) and QA's forced ids. */
export interface DecisionIds {
  summary: {
    actions: {
      experiences: { experienceId: string; variants: { variantId: string }[] }[];
      segmentation: { id: string; segments: { id: string }[] }[];
    };
  } | null;
  forced: readonly string[];
}

/** The alternative a block shows (null: its baseline) and whether the server's decision chose it. */
export function chooseAlternative(
  block: PersonalisedBlockKey,
  { summary, forced }: DecisionIds,
): { id: string | null; decided: boolean } {
  if (block.kind === 'segmentation') {
    const matched = summary?.actions.segmentation
      .find((decision) => decision.id === block.id)
      ?.segments.map((segment) => segment.id);
    const id = chooseSegment(block.segmentIds, matched ?? [], forced);
    return { id, decided: id !== null && !forced.includes(id) };
  }
  const decided =
    summary?.actions.experiences.find((decision) => decision.experienceId === block.experienceId)
      ?.variants[0]?.variantId ?? null;
  const id = chooseVariant(block.variantIds, decided, forced);
  return { id, decided: id !== null && id === decided && !forced.includes(id) };
}
