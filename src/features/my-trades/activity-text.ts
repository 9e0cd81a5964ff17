import { ACTIVITY_ACTIONS, type ActivityAction, type ActivityEntry } from '../../api/contract'
import { formatCentsPrecise } from '../../lib/format'

type Details = ActivityEntry['details']

/** A trade's price as every screen shows it (docs/product.md, "A trade, and its price"). */
const tradePrice = (details: Details) => (details.price !== undefined ? formatCentsPrecise(Number(details.price)) : '?¢')

/** "1 contract", "41 contracts". */
const contracts = (quantity: number | undefined) => `${quantity ?? 0} ${quantity === 1 ? 'contract' : 'contracts'}`

const tradeWords = (details: Details) => {
  const side = (details.side ?? 'yes').toUpperCase()
  return `${side} trade for ${contracts(details.quantity)} at ${tradePrice(details)}`
}

const sideWord = (details: Details) => (details.side ?? 'yes').toUpperCase()
/** "buy 100 YES at 40¢": an order as it was placed (docs/product.md, "Limit orders"). */
const orderWords = (d: Details) => `${d.tradeAction ?? 'buy'} ${d.quantity ?? 0} ${sideWord(d)} at ${d.price ?? '?'}¢`

/**
 * A sentence for every action the backend writes (ACTIVITY_ACTIONS), as docs/product.md's
 * Activity log lists them. The record's type makes a new action without a sentence a type error.
 */
const SENTENCES: Record<ActivityAction, (details: Details) => string> = {
  trade_placed: (d) => `Placed ${tradeWords(d)}`,
  trades_viewed: () => 'Viewed trading history',
  portfolio_viewed: () => 'Viewed portfolio',
  market_viewed: (d) => `Viewed market: ${d.marketTitle ?? 'Unknown market'}`,
  trade_copied: (d) => `Copied a ${tradeWords(d)}`,
  trader_followed: (d) => `Followed ${d.name ?? 'a trader'}`,
  trader_unfollowed: (d) => `Unfollowed ${d.name ?? 'a trader'}`,
  liquidity_added: (d) => `Added liquidity to ${d.marketTitle ?? 'a pool'}`,
  liquidity_removed: (d) => `Removed liquidity from ${d.marketTitle ?? 'a pool'}`,
  user_promoted: (d) => `Made ${d.name ?? 'a user'} an admin`,
  user_demoted: (d) => `Removed the admin role from ${d.name ?? 'a user'}`,
  trade_sold: (d) => `Sold ${d.quantity ?? 0} ${sideWord(d)} ${d.quantity === 1 ? 'contract' : 'contracts'} at ${tradePrice(d)}`,
  order_placed: (d) => `Placed limit order to ${orderWords(d)}`,
  // A fill is a trade: its price to the tenth of a cent, as every screen gives a trade's ("40.0¢").
  order_filled: (d) => `Limit order filled: ${d.quantity ?? 0} ${sideWord(d)} at ${tradePrice(d)}`,
  // Cancelled by the exchange when its market closed: not something the person did.
  order_cancelled: (d) =>
    d.reason === 'market_closed'
      ? `Limit order cancelled as its market closed: ${orderWords(d)}`
      : `Cancelled limit order to ${orderWords(d)}`,
  order_expired: (d) => `Limit order expired: ${orderWords(d)}`,
  password_changed: () => 'Changed your password',
  password_set: (d) => `Set a temporary password for ${d.name ?? 'a user'}`,
  market_created: (d) => `Created market: ${d.marketTitle ?? 'a market'}`,
  // A multi-answer market's entry has no side: its title names the answer that won.
  market_resolved: (d) => (d.side ? `Resolved ${sideWord(d)}: ` : 'Resolved: ') + (d.marketTitle ?? 'a market'),
  market_voided: (d) => `Voided: ${d.marketTitle ?? 'a market'}`,
  market_updated: (d) => `Edited market: ${d.marketTitle ?? 'a market'}`,
}

const isKnown = (action: string): action is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(action)

/** The sentence for an activity log entry; an action this app does not know reads 'Performed action: name' (docs/product.md, Activity log). */
export function describeActivity(entry: Pick<ActivityEntry, 'action' | 'details'>): string {
  return isKnown(entry.action) ? SENTENCES[entry.action](entry.details) : `Performed action: ${entry.action}`
}

/**
 * "3 views": how often a page was opened within the time its view entry covers (a repeat view
 * counts on the entry; backend/activity.ts logView). Null for a single view and for actions.
 */
export function viewCount(entry: Pick<ActivityEntry, 'details'>): string | null {
  const views = entry.details.views ?? 1
  return views > 1 ? `${views} views` : null
}
