import { apiUrl } from '../api/client'

/**
 * /api/login and /api/logout are browser navigations. Against a real backend they go
 * to it; in the in-browser mode the app answers them itself (simulated sign-in).
 */
export function loginHref(): string {
  return apiUrl('/api/login')
}

export function logoutHref(): string {
  return apiUrl('/api/logout')
}
