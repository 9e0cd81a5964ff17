/**
 * Another tab opened a newer database schema (or deleted the database): the in-browser
 * exchange closed its connection here rather than block that upgrade, so this tab must
 * reload to continue. mocks/browser.ts announces it; the shell shows a banner.
 */
export const DB_VERSION_CHANGE_EVENT = 'foresight:db-versionchange'

export const DB_OUTDATED_MESSAGE = 'A new version of Foresight is ready. Reload to continue.'

export function announceDbVersionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DB_VERSION_CHANGE_EVENT))
}

/** Calls `listener` once the database is outdated here; returns the unsubscribe. */
export function onDbVersionChange(listener: () => void): () => void {
  window.addEventListener(DB_VERSION_CHANGE_EVENT, listener)
  return () => window.removeEventListener(DB_VERSION_CHANGE_EVENT, listener)
}
