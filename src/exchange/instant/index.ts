export {
  INSTANT_ID_PREFIX,
  INSTANT_MAX_DURATION_MS,
  INSTANT_MIN_DURATION_MS,
  INSTANT_TARGET_LIVE,
  MAX_INSTANT_OPENS_PER_STEP,
  instantCloseTime,
  instantMarketSpec,
  instantMarketsToOpen,
  isInstantMarket,
  openInstantMarkets,
} from './generator'
export type { InstantOpening } from './generator'
export { instantOutlook } from './outlook'
export type { Outlook, OutlookInput } from './outlook'
export { INSTANT_CATEGORIES, instantText, utcClock } from './templates'
export type { InstantText } from './templates'
