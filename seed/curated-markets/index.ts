import type { CategoryId } from '../categories'
import { climateMarkets } from './climate'
import { cryptoMarkets } from './crypto'
import { cultureMarkets } from './culture'
import { economicsMarkets } from './economics'
import { politicsMarkets } from './politics'
import { scienceMarkets } from './science'
import { sportsMarkets } from './sports'
import { techMarkets } from './tech'
import type { CuratedMarket } from './types'

export type { CuratedMarket } from './types'

/** Hand-written markets by category, in a fixed order (the seed depends on it). */
export const CURATED_MARKETS: Readonly<Record<CategoryId, readonly CuratedMarket[]>> = {
  politics: politicsMarkets,
  sports: sportsMarkets,
  economics: economicsMarkets,
  culture: cultureMarkets,
  crypto: cryptoMarkets,
  climate: climateMarkets,
  tech: techMarkets,
  science: scienceMarkets,
}
