import { z } from './zod'
import { Side } from './markets'

/**
 * Event mode: a room of phones joins one Foresight server. The admin opens or closes sign-up;
 * the big screen (/event) shows the room's leaderboard, its most traded markets and the latest
 * trades. Money fields are dollars (numbers), prices cents (numeric strings, as markets give them).
 */
export const EventState = z.object({
  /** Whether new people may sign up (POST /api/auth/register answers 403 while closed). */
  signupOpen: z.boolean(),
  /** People who signed up on this exchange (not the demo accounts, not the simulated traders). */
  joiners: z.number().int(),
})
export type EventState = z.infer<typeof EventState>

/** GET /api/event/signup (public): what /join needs before anyone signs in. */
export const EventSignup = z.object({ signupOpen: z.boolean() })
export type EventSignup = z.infer<typeof EventSignup>

export const EventSettingsBody = z.strictObject({ signupOpen: z.boolean() })
export type EventSettingsBody = z.infer<typeof EventSettingsBody>

/** POST /api/event/reset: a destructive call says so explicitly. */
export const EventResetBody = z.strictObject({ confirm: z.literal(true, 'confirm must be true') })
export type EventResetBody = z.infer<typeof EventResetBody>

export const EventLeader = z.object({
  rank: z.number().int(),
  name: z.string(),
  username: z.string(),
  /** Total P&L: realized plus open positions at today's prices, dollars. */
  totalProfit: z.number(),
  trades: z.number().int(),
})
export type EventLeader = z.infer<typeof EventLeader>

export const EventMarket = z.object({
  id: z.string(),
  /** The market's title (a multi-answer market's question). */
  title: z.string(),
  /** A multi-answer market's leading answer, whose prices these are (absent on a Yes/No market). */
  answer: z.string().optional(),
  yesPrice: z.string(),
  noPrice: z.string(),
  /** Trades among the latest ones (the ticker's window) in this market. */
  recentTrades: z.number().int(),
})
export type EventMarket = z.infer<typeof EventMarket>

export const EventTrade = z.object({
  id: z.string(),
  name: z.string(),
  /**
   * Someone who joined the room (false: another person's account, such as the admin's or the
   * demo trader's). Simulated traders' trades are never in the ticker.
   */
  joiner: z.boolean(),
  action: z.enum(['buy', 'sell']),
  side: Side,
  quantity: z.number().int(),
  /** Average price, cents with one decimal. */
  price: z.number(),
  marketId: z.string(),
  /** The market's title (a multi-answer market's question). */
  marketTitle: z.string(),
  /** The answer traded, on a multi-answer market (absent on a Yes/No market). */
  answer: z.string().optional(),
  timestamp: z.string(),
})
export type EventTrade = z.infer<typeof EventTrade>

export const EventBoard = z.object({
  joiners: z.number().int(),
  signupOpen: z.boolean(),
  leaders: z.array(EventLeader),
  markets: z.array(EventMarket),
  trades: z.array(EventTrade),
})
export type EventBoard = z.infer<typeof EventBoard>

/**
 * The big screen's lists: 10 leaders, the 5 markets most traded among the exchange's latest 200
 * trades, and people's latest 6 trades: as many as a 16:9 screen shows without scrolling with
 * every title whole (three lines for a market, two for a trade's market and answer).
 */
export const EVENT_LEADERS = 10
export const EVENT_MARKETS = 5
export const EVENT_TICKER = 6
export const EVENT_TRADE_WINDOW = 200
