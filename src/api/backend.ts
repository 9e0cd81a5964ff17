/**
 * Starts the in-browser exchange (msw in the page + Dexie) once, lazily, so that it
 * never sits in front of the first paint. Only this file may load mocks/.
 */
let started: Promise<unknown> | null = null

export async function startInBrowserBackend(): Promise<void> {
  started ??= import('../../mocks/browser').then((m) => m.startBrowserBackend())
  await started
}
