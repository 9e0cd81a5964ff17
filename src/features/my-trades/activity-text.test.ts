import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ACTIVITY_ACTIONS, type ActivityEntry } from '../../api/contract'
import { describeActivity, viewCount } from './activity-text'

describe('describeActivity', () => {
  it.each<[string, ActivityEntry['details'], string]>([
    ['trade_placed', { side: 'yes', quantity: 100, price: '63.42' }, 'Placed YES trade for 100 contracts at 63.4¢'],
    ['trade_placed', { side: 'no', quantity: 5, price: '37.5' }, 'Placed NO trade for 5 contracts at 37.5¢'],
    ['trade_placed', { side: 'yes', quantity: 1, price: '63' }, 'Placed YES trade for 1 contract at 63.0¢'],
    ['trade_sold', { side: 'no', quantity: 1, price: '37.05' }, 'Sold 1 NO contract at 37.1¢'],
    ['trades_viewed', {}, 'Viewed trading history'],
    ['portfolio_viewed', {}, 'Viewed portfolio'],
    ['market_viewed', { marketTitle: 'Will it snow in May?' }, 'Viewed market: Will it snow in May?'],
    ['trade_copied', { side: 'no', quantity: 90, price: '41' }, 'Copied a NO trade for 90 contracts at 41.0¢'],
    ['trader_followed', { name: 'Ava Chen' }, 'Followed Ava Chen'],
    ['trader_unfollowed', {}, 'Unfollowed a trader'],
    ['liquidity_added', { marketTitle: 'Will it snow in May?' }, 'Added liquidity to Will it snow in May?'],
    ['liquidity_removed', { marketTitle: 'Will it snow in May?' }, 'Removed liquidity from Will it snow in May?'],
    ['user_promoted', { name: 'Dana Admin' }, 'Made Dana Admin an admin'],
    ['user_demoted', {}, 'Removed the admin role from a user'],
    ['market_resolved', { side: 'no', marketTitle: 'Will it snow in May?' }, 'Resolved NO: Will it snow in May?'],
    // A multi-answer market: no side, its title names the answer that won.
    ['market_resolved', { marketTitle: 'Who wins? · Team Blue' }, 'Resolved: Who wins? · Team Blue'],
    ['market_voided', { marketTitle: 'Who wins?' }, 'Voided: Who wins?'],
    ['market_updated', { marketTitle: 'Who wins?' }, 'Edited market: Who wins?'],
    ['order_cancelled', { side: 'no', tradeAction: 'buy', quantity: 50, price: '5' }, 'Cancelled limit order to buy 50 NO at 5¢'],
    [
      'order_cancelled',
      { side: 'no', tradeAction: 'buy', quantity: 50, price: '5', reason: 'market_closed' },
      'Limit order cancelled as its market closed: buy 50 NO at 5¢',
    ],
    ['something_new', {}, 'Performed action: something_new'],
  ])('%s %j → %s', (action, details, text) => expect(describeActivity({ action, details })).toBe(text))

  it('keeps the spec sentence for a counted view', () => {
    expect(describeActivity({ action: 'portfolio_viewed', details: { views: 4 } })).toBe('Viewed portfolio')
  })
})

describe('viewCount', () => {
  it.each<[ActivityEntry['details'], string | null]>([
    [{}, null],
    [{ views: 1 }, null],
    [{ views: 2 }, '2 views'],
    [{ views: 12, marketTitle: 'Will it snow in May?' }, '12 views'],
  ])('%j → %s', (details, text) => expect(viewCount({ details })).toBe(text))
})

/** Every file under `dir` with code, recursively (tests left out). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : []
  })
}

describe('every action the backend writes reads as words', () => {
  // The action codes in the backend's logActivity calls and view bodies, found in its source.
  const written = new Set(
    [...sources('backend'), ...sources('mocks')].flatMap((file) => {
      const code = readFileSync(file, 'utf8')
      return [...code.matchAll(/\baction:\s*[^,}\n]*/g)].flatMap((m) =>
        [...m[0].matchAll(/'([a-z]+_[a-z_]+)'/g)].map((c) => c[1]!),
      )
    }),
  )

  it('finds the codes, and each is a known action', () => {
    expect(written.size).toBeGreaterThanOrEqual(8)
    expect([...written].filter((code) => !(ACTIVITY_ACTIONS as readonly string[]).includes(code))).toEqual([])
  })

  it.each([...ACTIVITY_ACTIONS])('%s never shows as a code or "Performed action:", with or without details', (action) => {
    for (const details of [
      {},
      { side: 'yes' as const, quantity: 3, price: '12.5', marketTitle: 'Some market', name: 'Some One' },
    ]) {
      const text = describeActivity({ action, details })
      expect(text).not.toContain('Performed action:')
      expect(text).not.toContain(action)
      expect(text).not.toMatch(/[a-z]+_[a-z]+/)
    }
  })
})
