import type { LiveBatch, MarketChange } from '../../src/api/contract'

/** A market's live figures for tests: Yes at `yesPrice`, No the rest. */
export const marketChange = (id: string, yesPrice = '50.00'): MarketChange => ({
  id,
  yesPrice,
  noPrice: (100 - Number(yesPrice)).toFixed(2),
  volume: 10,
  traderCount: 1,
  status: 'active',
  resolution: null,
  pool: { yesReserve: 100, noReserve: 100 },
})

export const liveBatch = (markets: MarketChange[], accounts: string[] = [], refresh = false): LiveBatch => ({
  markets,
  accounts,
  refresh,
})
