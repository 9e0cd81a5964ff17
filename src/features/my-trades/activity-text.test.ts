import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from '../../api/contract'
import { describeActivity } from './activity-text'

describe('describeActivity', () => {
  it.each<[string, ActivityEntry['details'], string]>([
    ['trade_placed', { side: 'yes', quantity: 100, price: '63.42' }, 'Placed YES trade for 100 contracts at 63¢'],
    ['trade_placed', { side: 'no', quantity: 5, price: '37.5' }, 'Placed NO trade for 5 contracts at 38¢'],
    ['trades_viewed', {}, 'Viewed trading history'],
    ['portfolio_viewed', {}, 'Viewed portfolio'],
    ['market_viewed', { marketTitle: 'Will it snow in May?' }, 'Viewed market: Will it snow in May?'],
    ['liquidity_added', {}, 'Performed action: liquidity_added'],
  ])('%s %j → %s', (action, details, text) => expect(describeActivity({ action, details })).toBe(text))
})
