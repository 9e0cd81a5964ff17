import { apiUrl } from '../api/client'
import { getDataSource } from '../config'

/**
 * /api/login and /api/logout are browser navigations. Against a real backend they go
 * to it, saying where the app is (`returnTo`, this origin) so the backend can send the
 * browser back once done when the app is hosted elsewhere; in the in-browser mode the app
 * answers them itself (simulated sign-in).
 */
function navigation(path: string): string {
  const source = getDataSource()
  if (source.mode !== 'remote' || typeof window === 'undefined') return apiUrl(path)
  const here = window.location.origin
  return new URL(source.baseUrl).origin === here ? apiUrl(path) : `${apiUrl(path)}?returnTo=${encodeURIComponent(here)}`
}

export function loginHref(): string {
  return navigation('/api/login')
}

export function logoutHref(): string {
  return navigation('/api/logout')
}
