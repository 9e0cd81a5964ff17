/**
 * Another tab opened a newer database schema (or deleted the database): the in-browser
 * exchange closed its connection here rather than block that upgrade, so this tab must
 * reload to continue. mocks/browser.ts announces it; the shell shows a banner.
 */
const DB_VERSION_CHANGE_EVENT = 'foresight:db-versionchange'

export const DB_OUTDATED_MESSAGE = 'A new version of Foresight is ready. Reload to continue.'

/** Once outdated, outdated until the reload: a listener added later hears of it at once. */
let outdated = false

export function announceDbVersionChange(): void {
  outdated = true
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DB_VERSION_CHANGE_EVENT))
}

/**
 * Calls `listener` once the database is outdated here (at once when it already is: the banner
 * subscribes in an effect, after the exchange may have started); returns the unsubscribe.
 */
export function onDbVersionChange(listener: () => void): () => void {
  if (outdated) listener()
  window.addEventListener(DB_VERSION_CHANGE_EVENT, listener)
  return () => window.removeEventListener(DB_VERSION_CHANGE_EVENT, listener)
}
