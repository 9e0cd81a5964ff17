/** The base URL set at build time (VITE_API_BASE_URL), normalised; '' when the build has none. */
export function buildTimeBaseUrl(): string {
  return normalise(String(import.meta.env.VITE_API_BASE_URL ?? ''))
}

function normalise(url: string): string {
  return url.trim().replace(/\/+$/, '')
}

export type ParsedUrl = { ok: true; url: string } | { ok: false; message: string }

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Checks a backend base URL typed in Settings. `pageProtocol` is this page's protocol:
 * an https page cannot call an http backend (mixed content), except on this machine.
 */
export function parseBackendUrl(input: string, pageProtocol: string): ParsedUrl {
  const text = input.trim()
  if (!text) return { ok: false, message: "Enter the backend's base URL, like https://api.example.com." }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, message: 'Enter a full URL that starts with https:// (or http:// for a server on this machine).' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'The backend URL must start with https:// or http://.' }
  }
  if (url.search || url.hash || url.username || url.password) {
    return { ok: false, message: 'Enter just the base URL, without a ?query, #fragment or user name.' }
  }
  if (pageProtocol === 'https:' && url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) {
    return { ok: false, message: 'This page is served over https, so the backend must use https:// too.' }
  }
  return { ok: true, url: normalise(url.origin + url.pathname) }
}
