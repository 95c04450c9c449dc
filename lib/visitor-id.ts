/**
 * The visitor's stable id: made once, kept in this browser's localStorage, so experiments bucket
 * a visitor the same way on every page and reload and the decide call offers the same id for
 * its experiences. Made only once targeting consent is given (the callers check).
 */
export const VISITOR_ID_KEY = 'stride_visitor_id';
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function getOrCreateVisitorId(
  storage: IdStorage,
  create: () => string = () => crypto.randomUUID(),
): string {
  const kept = storage.getItem(VISITOR_ID_KEY);
  if (kept && VISITOR_ID_PATTERN.test(kept)) return kept;
  const id = create();
  storage.setItem(VISITOR_ID_KEY, id);
  return id;
}

/** The id when one was made before, without making one. */
export function readVisitorId(storage: Pick<Storage, 'getItem'>): string | null {
  const kept = storage.getItem(VISITOR_ID_KEY);
  return kept && VISITOR_ID_PATTERN.test(kept) ? kept : null;
}
