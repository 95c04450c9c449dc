/**
 * What a visitor's browser remembers of the site's pop-ups: the ones dismissed (never shown
 * again) and the ones that already opened by themselves once (they stay minimised after).
 */
const DISMISSED_KEY = 'stride.popups.dismissed';
const OPENED_KEY = 'stride.popups.opened';

function readIds(key: string): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    // Storage off (private mode) or a damaged entry: remember nothing rather than fail.
    return [];
  }
}

function addId(key: string, id: string): void {
  try {
    const ids = readIds(key);
    if (!ids.includes(id)) localStorage.setItem(key, JSON.stringify([...ids, id]));
  } catch {
    // Storage off: the pop-up comes back on the next visit, which is all that is lost.
  }
}

export const popupMemory = {
  isDismissed: (id: string) => readIds(DISMISSED_KEY).includes(id),
  dismiss: (id: string) => addId(DISMISSED_KEY, id),
  hasOpened: (id: string) => readIds(OPENED_KEY).includes(id),
  markOpened: (id: string) => addId(OPENED_KEY, id),
};
