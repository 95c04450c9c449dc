/**
 * `create(key)` run once per key for the life of the process, every later call answering what
 * it made: for objects that cost far more to build than to use (number formats, compiled
 * message translators) and that a few keys (locales, currencies) cover.
 */
export function oncePerKey<K, V>(create: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, create(key));
    return made.get(key) as V;
  };
}
