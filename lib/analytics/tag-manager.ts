/** Google Tag Manager's script origin, which the CSP allows only when a container is set. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';
/** GTM's container ids: `GTM-` and letters or digits. */
export const TAG_MANAGER_CONTAINER_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

let loadedContainer: string | null = null;

/** Whether a container was loaded into this page (it stays until the page reloads). */
export const isTagManagerLoaded = () => loadedContainer !== null;

/**
 * Loads the container once per page, as GTM's own snippet does: its start event first, then
 * its script, which reads every entry already in the data layer. Call only with performance
 * and analytics consent.
 */
export function loadTagManager(containerId: string): void {
  if (loadedContainer || !TAG_MANAGER_CONTAINER_PATTERN.test(containerId)) return;
  loadedContainer = containerId;
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
