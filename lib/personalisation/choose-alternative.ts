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
