import { describe, expect, it } from 'vitest'
import { getDomain as real } from 'tldts'
import { getDomain } from './tldts'

const OPTIONS = { allowIcannDomains: true, allowPrivateDomains: true }

describe('the tldts stand-in of the app build', () => {
  // Hosts the app is served from: loopback, LAN, test hosts and ordinary domains.
  it.each([
    'localhost',
    '127.0.0.1',
    '192.168.1.10',
    '::1',
    '[::1]',
    'foresight.test',
    'client-1.foresight.test',
    'foresight.example.com',
    'x.y.example.org',
    'app.local',
  ])('answers like tldts for %s', (host) => {
    expect(getDomain(host)).toBe(real(host, OPTIONS))
  })

  it('keeps the page host among the domains a host-only cookie is looked up under', () => {
    // Multi-label public suffixes differ (co.uk), which only matters for Domain= cookies the exchange never sets.
    const host = 'a.b.c.co.uk'
    expect(host.endsWith(getDomain(host)!)).toBe(true)
  })
})
