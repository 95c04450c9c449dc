/** The query parameter QA uses to force variants (spec 000 section 2). */
export const TEST_CONTEXT_PARAM = 'p13n_testcontext';

const MAX_FORCED = 20;

/**
 * The variant and segment ids `p13n_testcontext` forces: `{"variants":["members-hero"]}`.
 * Anything else (bad JSON, another shape, non-string ids) forces nothing.
 */
export function parseTestContext(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof value !== 'object' || value === null || !('variants' in value)) return [];
  const { variants } = value;
  if (!Array.isArray(variants)) return [];
  return variants
    .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64)
    .slice(0, MAX_FORCED);
}
