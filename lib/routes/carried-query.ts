/**
 * Query parameters that stay in the address from page to page while set (spec 000 section 2):
 * the CMS and preview switches, the locale path, and the marketing sources sign-up reads.
 */
export const CARRIED_QUERY_PARAMETERS = [
  'siteId',
  'cms',
  'preview',
  'previewDateTime',
  'localePath',
  'leadSource',
  'enrollment_marketing_source',
  'p13n_testcontext',
] as const;

export type CarriedQuery = Partial<Record<(typeof CARRIED_QUERY_PARAMETERS)[number], string>>;

/** What is carried after visiting `query`: its values are kept, an empty one is forgotten. */
export function rememberCarried(carried: CarriedQuery, query: URLSearchParams): CarriedQuery {
  const next = { ...carried };
  for (const name of CARRIED_QUERY_PARAMETERS) {
    const value = query.get(name);
    if (value === null) continue;
    if (value === '') delete next[name];
    else next[name] = value;
  }
  return next;
}

/** `query` with the carried values it lacks added back; null when it lacks none. */
export function withCarried(query: URLSearchParams, carried: CarriedQuery): string | null {
  const missing = CARRIED_QUERY_PARAMETERS.filter(
    (name) => carried[name] !== undefined && !query.has(name),
  );
  if (!missing.length) return null;
  const next = new URLSearchParams(query);
  for (const name of missing) next.set(name, carried[name]!);
  for (const name of CARRIED_QUERY_PARAMETERS) if (next.get(name) === '') next.delete(name);
  return next.toString();
}

/** Reads what a session kept; anything unreadable is nothing. */
export function parseCarried(stored: string | null): CarriedQuery {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return {};
    return rememberCarried({}, new URLSearchParams(value as Record<string, string>));
  } catch {
    return {};
  }
}
