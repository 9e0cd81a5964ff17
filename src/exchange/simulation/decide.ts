import { sharesToReachPrice } from '../fpmm'
import { maxSellQuantity, quoteBuyWithCash } from '../quote'
import { normal, randomBetween } from '../random'
import type { Rng } from '../random'
import { sideBp, yesProbability } from '../prices'
import type { AccountRow, LpShareRow, MarketRow, PositionRow, Side } from '../types'
import { beliefOffset, sigmoid, traderTraits } from './traits'

/**
 * One simulated trader's decision in one market, looking again at what it holds first:
 * take its money out of the pool now and then, sell a holding that gained or lost past its
 * own thresholds (taking profit, cutting losses), that it now thinks is dear, or just part
 * of one now and then; else buy the side it thinks is cheap (never past its own belief),
 * put some cash in the pool when it has no view, or occasionally place a small noise trade.
 * Sizes follow the trader's traits and are capped by 5% of its cash and by the price limits.
 */
export type SimDecision =
  | { readonly kind: 'buy'; readonly side: Side; readonly quantity: number }
  | { readonly kind: 'sell'; readonly side: Side; readonly quantity: number }
  | { readonly kind: 'add-liquidity'; readonly amountCents: number }
  | { readonly kind: 'remove-liquidity'; readonly shares: number }

export interface DecisionContext {
  readonly traderId: string
  readonly market: MarketRow
  readonly account: AccountRow
  readonly yes: PositionRow | undefined
  readonly no: PositionRow | undefined
  /** The trader's pool share in this market, if any. */
  readonly lp?: LpShareRow | undefined
}

/** Edge (in probability) a trader needs before paying the fee and spread. */
const MIN_EDGE = 0.02
const MAX_TARGET = 0.97
const NOISE_TRADE_CHANCE = 0.15
const BUDGET_SHARE = 0.05
/** Chance a trader past its take-profit or stop-loss threshold sells when it looks again. */
const EXIT_CHANCE = 0.8
/** Chance a trader holding a position (and no reason to exit) sells part of it anyway. */
const TRIM_CHANCE = 0.5
/** Chance a trader with a pool share takes it (or half of it) out when it looks again. */
const LIQUIDITY_EXIT_CHANCE = 0.4
/** Chance a trader puts some cash in the pool instead of trading (more when it has no view of the market). */
const LIQUIDITY_ADD_CHANCE = 0.02
const LIQUIDITY_ADD_NO_VIEW_CHANCE = 0.1
const LIQUIDITY_MIN_CENTS = 1_000

function held(position: PositionRow | undefined): number {
  return position === undefined || position.settled ? 0 : position.quantity - (position.reservedQuantity ?? 0)
}

function buyQuantity(ctx: DecisionContext, side: Side, wanted: number, target: number): number {
  const byBelief = Math.floor(sharesToReachPrice(ctx.market, side, Math.min(target, MAX_TARGET)))
  const budget = Math.floor(ctx.account.balanceCents * BUDGET_SHARE)
  const byCash = quoteBuyWithCash(ctx.market, side, budget).quantity
  return Math.max(0, Math.min(wanted, byBelief, byCash))
}

/** Sells `share` of the holding on `side` (at least one contract), within the price limits. */
function sellDecision(ctx: DecisionContext, side: Side, share: number): SimDecision | null {
  const holding = held(side === 'yes' ? ctx.yes : ctx.no)
  const wanted = Math.ceil(holding * share)
  const quantity = Math.min(wanted, maxSellQuantity(ctx.market, side, holding))
  return quantity > 0 ? { kind: 'sell', side, quantity } : null
}

/** The side held (the larger holding if both), or null. */
function heldSide(ctx: DecisionContext): Side | null {
  const yes = held(ctx.yes)
  const no = held(ctx.no)
  if (yes === 0 && no === 0) return null
  return yes >= no ? 'yes' : 'no'
}

/** Gain of the holding on `side` at today's price over what it cost (fee included), as a fraction. */
function gainOf(ctx: DecisionContext, side: Side): number {
  const position = side === 'yes' ? ctx.yes : ctx.no
  if (position === undefined || position.avgPriceCents <= 0) return 0
  return sideBp(ctx.market, side) / 100 / position.avgPriceCents - 1
}

/** Whole dollars, a share of the trader's budget. */
function addLiquidity(ctx: DecisionContext, rng: Rng): SimDecision | null {
  const amountCents = Math.floor((ctx.account.balanceCents * BUDGET_SHARE * (0.2 + 0.8 * rng.next())) / 100) * 100
  return amountCents >= LIQUIDITY_MIN_CENTS ? { kind: 'add-liquidity', amountCents } : null
}

export function decide(ctx: DecisionContext, rng: Rng): SimDecision | null {
  const traits = traderTraits(ctx.traderId)
  const lpShares = ctx.lp?.shares ?? 0
  if (lpShares > 0 && rng.next() < LIQUIDITY_EXIT_CHANCE) {
    return { kind: 'remove-liquidity', shares: rng.next() < 0.5 ? lpShares : lpShares / 2 }
  }
  const view = ctx.market.hiddenLogit + beliefOffset(ctx.traderId, ctx.market.id, traits.noise)
  const belief = sigmoid(view + normal(rng) * 0.1)
  const edge = belief - yesProbability(ctx.market)
  const holding = heldSide(ctx)
  if (lpShares === 0 && holding === null && rng.next() < LIQUIDITY_ADD_CHANCE) return addLiquidity(ctx, rng)
  if (holding !== null) {
    const gain = gainOf(ctx, holding)
    if ((gain >= traits.takeProfit || gain <= -traits.stopLoss) && rng.next() < EXIT_CHANCE)
      return sellDecision(ctx, holding, 0.5 + 0.5 * rng.next())
    if ((holding === 'yes' ? edge < -MIN_EDGE : edge > MIN_EDGE) || rng.next() < TRIM_CHANCE)
      return sellDecision(ctx, holding, 0.3 + 0.7 * rng.next())
  }
  if (Math.abs(edge) > MIN_EDGE) {
    const side: Side = edge > 0 ? 'yes' : 'no'
    const wanted = Math.round(traits.size * Math.exp(normal(rng) * 0.7) * (0.5 + 10 * Math.abs(edge)))
    const quantity = buyQuantity(ctx, side, wanted, side === 'yes' ? belief : 1 - belief)
    return quantity > 0 ? { kind: 'buy', side, quantity } : null
  }
  if (lpShares === 0 && rng.next() < LIQUIDITY_ADD_NO_VIEW_CHANCE) return addLiquidity(ctx, rng)
  if (rng.next() < NOISE_TRADE_CHANCE) {
    const side: Side = rng.next() < 0.5 ? 'yes' : 'no'
    const quantity = buyQuantity(ctx, side, randomBetween(rng, 1, 30), MAX_TARGET)
    return quantity > 0 ? { kind: 'buy', side, quantity } : null
  }
  return null
}
