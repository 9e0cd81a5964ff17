import { hostname, networkInterfaces } from 'node:os'
import type { Context } from 'hono'

/**
 * Where the server stands on the network, and what it may believe about a request
 * (docs/server.md, "Security"): which origin it is reached at, whether that is HTTPS, and
 * which address the client has. Only a trusted proxy's headers count, and never the `Host`
 * a client sends: an `Origin` equal to a made-up `Host` proves nothing (DNS rebinding).
 */
export interface NetworkSettings {
  /** PUBLIC_URL: the one origin browsers reach the server at (e.g. https://foresight.example.org). */
  publicUrl?: string
  /**
   * TRUST_PROXY: how many proxies stand in front (0: none, forwarded headers are ignored). The
   * client address is the one the outermost trusted proxy added: the n-th from the right of
   * X-Forwarded-For. A value the client wrote stands further left and is never read.
   */
  proxyHops: number
}

/** TRUST_PROXY: off/empty → 0, on/true/yes → 1, a whole number → that many hops. */
export function parseTrustProxy(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase()
  if (!text || text === 'off' || text === 'false' || text === 'no' || text === '0') return 0
  if (text === 'on' || text === 'true' || text === 'yes') return 1
  if (/^\d{1,2}$/.test(text)) return Number(text)
  throw new Error(`TRUST_PROXY must be off, on or a number of proxies, not "${value}"`)
}

/** PUBLIC_URL's origin (scheme, host and port), or an error saying what is wrong. */
export function parsePublicUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(`PUBLIC_URL must be a URL such as https://foresight.example.org, not "${value}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('PUBLIC_URL must start with https:// or http://')
  return url.origin
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase()
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h) || h === '::ffff:127.0.0.1'
}

const bracket = (address: string) => (address.includes(':') ? `[${address}]` : address)

/**
 * The origins a browser may show when it reaches the server directly at `host`:`port` (no
 * proxy, no PUBLIC_URL): the loopback names, and for a wildcard address (HOST=0.0.0.0) every
 * address of this machine and its name (a phone in an event room opens http://192.168.1.20:8787).
 */
export function directOrigins(host: string, port: number): string[] {
  const names = new Set(['127.0.0.1', 'localhost', '[::1]'])
  const wildcard = host === '0.0.0.0' || host === '::' || host === '[::]'
  if (wildcard) {
    for (const list of Object.values(networkInterfaces())) {
      for (const net of list ?? []) if (!net.address.startsWith('fe80')) names.add(bracket(net.address))
    }
    const name = hostname().toLowerCase()
    if (name) names.add(name).add(name.endsWith('.local') ? name : `${name}.local`)
  } else if (!isLoopback(host)) {
    names.add(bracket(host.toLowerCase()))
  }
  return [...names].map((name) => `http://${name}:${port}`)
}

/** The values of a comma-separated forwarded header, in order. */
function listed(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}

/** The value the outermost of `hops` trusted proxies wrote: n-th from the right. */
function fromProxy(values: string[], hops: number): string | undefined {
  return values.length ? values[Math.max(0, values.length - hops)] : undefined
}

/** The address of the peer on the socket (the proxy, behind one). */
function socketAddress(c: Context): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress
}

/** What the server can tell about one request's origin and client. */
export class Network {
  /** Origins of direct access, set once the server listens (the port is known then). */
  private direct = new Set<string>()

  constructor(private readonly settings: NetworkSettings) {}

  get trustsProxy(): boolean {
    return this.settings.proxyHops > 0
  }

  get publicUrl(): string | undefined {
    return this.settings.publicUrl
  }

  listening(host: string, port: number): void {
    this.direct = new Set(directOrigins(host, port))
  }

  /** The origin the trusted proxy says the browser reached (scheme and host it forwarded), if any. */
  private forwardedOrigin(c: Context): string | undefined {
    if (!this.trustsProxy) return undefined
    const hops = this.settings.proxyHops
    const proto = fromProxy(listed(c.req.header('x-forwarded-proto')), hops)?.toLowerCase()
    const host = fromProxy(listed(c.req.header('x-forwarded-host')), hops) ?? c.req.header('host')
    if ((proto !== 'https' && proto !== 'http') || !host) return undefined
    try {
      return new URL(`${proto}://${host}`).origin
    } catch {
      return undefined
    }
  }

  /** Whether `origin` is the server's own: PUBLIC_URL, else what the proxy forwarded, else a direct address. */
  isOwnOrigin(c: Context, origin: string): boolean {
    if (this.settings.publicUrl) return origin === this.settings.publicUrl
    return origin === this.forwardedOrigin(c) || this.direct.has(origin)
  }

  /** The browser talks to us over HTTPS: PUBLIC_URL says so, or the trusted proxy does. */
  isHttps(c: Context): boolean {
    if (this.settings.publicUrl) return this.settings.publicUrl.startsWith('https:')
    return this.forwardedOrigin(c)?.startsWith('https:') ?? false
  }

  /** The origin this request reached, as far as the server may believe it (for same-site decisions). */
  ownOrigin(c: Context): string | undefined {
    return this.settings.publicUrl ?? this.forwardedOrigin(c)
  }

  /** The client's address: the one the outermost trusted proxy added, else the socket's peer. */
  clientAddress(c: Context): string {
    const forwarded = this.trustsProxy ? fromProxy(listed(c.req.header('x-forwarded-for')), this.settings.proxyHops) : undefined
    return forwarded || socketAddress(c) || 'unknown'
  }
}

/**
 * A site, as browsers tell same-site from cross-site for cookies: the scheme and the
 * registrable part of the host. Without the public-suffix list this takes the last two labels
 * (an IP address whole), so two sites under one public suffix such as co.uk read as one site:
 * name such an app's origin with PUBLIC_URL on another suffix, or host it on the same site.
 */
export function siteOf(origin: string): string {
  const url = new URL(origin)
  const host = url.hostname
  const ip = /^[\d.]+$/.test(host) || host.startsWith('[')
  return `${url.protocol}//${ip ? host : host.split('.').slice(-2).join('.')}`
}

/** The allowed origins on another site than `own` (all of them when the own origin is unknown). */
export function crossSiteOrigins(allowed: readonly string[], own: string | undefined): string[] {
  return own ? allowed.filter((origin) => siteOf(origin) !== siteOf(own)) : [...allowed]
}
