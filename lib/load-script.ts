const loads = new Map<string, Promise<void>>();

/**
 * Loads a third party's script once per page, on demand; a failure rejects, and a later call
 * tries again. The page's policy lets it run through 'strict-dynamic' (docs/security.md).
 */
export function loadScript(url: string): Promise<void> {
  const pending = loads.get(url);
  if (pending) return pending;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(url);
      script.remove();
      reject(new Error(`A script failed to load: ${url}`));
    };
    document.head.append(script);
  });
  loads.set(url, load);
  return load;
}
