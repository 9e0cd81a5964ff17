/**
 * Persistent storage: the in-browser exchange keeps everything in IndexedDB, which a
 * browser may clear under storage pressure unless the site's storage is persistent.
 */
export interface StorageStatus {
  supported: boolean
  persisted: boolean
  /** Bytes used and available to this site; null when the browser does not say. */
  usage: number | null
  quota: number | null
}

function storageManager(): StorageManager | null {
  return typeof navigator !== 'undefined' && navigator.storage && typeof navigator.storage.persist === 'function'
    ? navigator.storage
    : null
}

export async function readStorageStatus(): Promise<StorageStatus> {
  const storage = storageManager()
  if (!storage) return { supported: false, persisted: false, usage: null, quota: null }
  const [persisted, estimate] = await Promise.all([
    storage.persisted().catch(() => false),
    storage.estimate().catch((): StorageEstimate => ({})),
  ])
  return { supported: true, persisted, usage: estimate.usage ?? null, quota: estimate.quota ?? null }
}

/** Asks the browser to keep this site's data; true when it is (or already was) persistent. */
export async function requestPersistence(): Promise<boolean> {
  const storage = storageManager()
  if (!storage) return false
  if (await storage.persisted().catch(() => false)) return true
  return storage.persist().catch(() => false)
}

/** Writes that are not the person's own data: sessions, automatic view logs, demo controls. */
const NOT_A_SAVE = ['/api/auth/', '/api/logs', '/api/demo/']

/** Whether a successful write to `path` saved something of the person's (a trade, a pool, a follow…). */
export function isRealSave(method: string, path: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && !NOT_A_SAVE.some((prefix) => path.startsWith(prefix))
}

let askedThisSession = false

/**
 * Called after each successful write in the in-browser mode: the first real save asks
 * for persistence (once per app start, not at first load, so the request comes with
 * something worth keeping). Browsers decide silently (Chromium) or ask (Firefox).
 */
export function persistAfterSave(method: string, path: string): void {
  if (askedThisSession || !isRealSave(method, path)) return
  askedThisSession = true
  void requestPersistence()
}
