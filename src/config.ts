/**
 * Where API calls go. Default: the in-browser exchange (msw answers /api in the page).
 * A base URL (build time VITE_API_BASE_URL, or the runtime setting saved in
 * localStorage) points the same client at a real backend instead.
 */
const STORAGE_KEY = 'foresight.apiBaseUrl'

type DataSource = { mode: 'in-browser' } | { mode: 'remote'; baseUrl: string }

function readRuntimeSetting(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * A page served by the Foresight server (server/app.ts) says so in a meta tag: its API is at
 * the page's own origin, and that is the default there (the toggle still switches away).
 */
function servedBackend(): string | null {
  if (typeof document === 'undefined' || typeof location === 'undefined') return null
  const meta = document.querySelector('meta[name="foresight-api"]')
  return meta?.getAttribute('content') === 'same-origin' ? location.origin : null
}

export function getDataSource(): DataSource {
  const runtime = readRuntimeSetting()
  if (runtime === '') return { mode: 'in-browser' }
  const url = (runtime ?? servedBackend() ?? import.meta.env.VITE_API_BASE_URL ?? '').trim()
  return url ? { mode: 'remote', baseUrl: url.replace(/\/+$/, '') } : { mode: 'in-browser' }
}

/** The data source as the kept answers record it (src/api/persist.ts). */
export function dataSourceId(source: DataSource = getDataSource()): string {
  return JSON.stringify(source)
}

/** Saves the runtime choice; `null` clears it (back to the build-time default). */
export function setRuntimeBaseUrl(url: string | null): void {
  if (url === null) localStorage.removeItem(STORAGE_KEY)
  else localStorage.setItem(STORAGE_KEY, url.trim())
}
