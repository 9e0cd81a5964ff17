import type { ActivityEntry } from '../../api/contract'
import { formatCents } from '../../lib/format'

/** The spec's sentence for each activity log action. */
export function describeActivity(entry: Pick<ActivityEntry, 'action' | 'details'>): string {
  const { details } = entry
  switch (entry.action) {
    case 'trade_placed': {
      const side = (details.side ?? 'yes').toUpperCase()
      const price = details.price !== undefined ? formatCents(details.price) : '?¢'
      return `Placed ${side} trade for ${details.quantity ?? 0} contracts at ${price}`
    }
    case 'trades_viewed':
      return 'Viewed trading history'
    case 'portfolio_viewed':
      return 'Viewed portfolio'
    case 'market_viewed':
      return `Viewed market: ${details.marketTitle ?? 'Unknown market'}`
    default:
      return `Performed action: ${entry.action}`
  }
}
