/**
 * Stands in for `tldts` in the app build (vite.config.ts resolve.alias). msw's cookie jar
 * (tough-cookie) asks it only for a host's registrable domain: to list the domains a stored
 * cookie may sit under when reading, and to refuse a Set-Cookie whose Domain attribute is a
 * public suffix. The in-page exchange sets host-only cookies (no Domain attribute) for the
 * page's own host, which is always among the domains listed, so the last two labels answer
 * its lookups as the real public-suffix list does; that list is 110 KB of gzip the app would
 * otherwise download before its first screen.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/

export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  // Like tldts: no registrable domain for IP addresses or single-label hosts (localhost).
  if (!host || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return null
  const labels = host.split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
