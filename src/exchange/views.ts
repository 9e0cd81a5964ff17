import { lpValueCents } from './fee-claim';
import { marketStatusAt } from './lifecycle';
import { feesWithdrawableBy } from './lp-fees';
import { displayPrices, sideBp } from './prices';
import type { AccountRow, LpShareRow, MarketRow, MarketStatus, PositionRow, PricePoint, Side, TradeRow } from './types';

/**
 * Read-side helpers: the numbers screens show, derived from rows with the
 * spec's formulas (position value = quantity x side price / 100). Pure, so
 * handlers and tests agree on them.
 */
export interface MarketSummary {
  /** Numeric strings in cents, 2 decimals, summing to exactly 100. */
  readonly yesPrice: string;
  readonly noPrice: string;
  readonly yesBp: number;
  /** Dollars (API unit). */
  readonly volume: number;
  readonly traderCount: number;
  readonly status: MarketStatus;
  readonly resolution: Side | null;
}

export function marketSummary(market: MarketRow, now: number): MarketSummary {
  const prices = displayPrices(market);
  return {
    yesPrice: prices.yesPrice,
    noPrice: prices.noPrice,
    yesBp: prices.yesBp,
    volume: market.volumeCents / 100,
    traderCount: market.traderCount,
    status: marketStatusAt(market, now),
    resolution: market.resolution,
  };
}

export interface PositionView {
  readonly marketId: string;
  readonly side: Side;
  readonly quantity: number;
  readonly avgPriceCents: number;
  readonly sidePriceCents: number;
  readonly costCents: number;
  readonly valueCents: number;
  readonly pnlCents: number;
}

export interface PortfolioView {
  readonly balanceCents: number;
  readonly positionsValueCents: number;
  /** balance + open positions at current prices. */
  readonly totalValueCents: number;
  readonly positions: readonly PositionView[];
}

export function positionView(position: PositionRow, market: MarketRow): PositionView {
  const bp = sideBp(market, position.side);
  const valueCents = Math.round((position.quantity * bp) / 100);
  return {
    marketId: position.marketId,
    side: position.side,
    quantity: position.quantity,
    avgPriceCents: position.avgPriceCents,
    sidePriceCents: bp / 100,
    costCents: position.costCents,
    valueCents,
    pnlCents: valueCents - position.costCents,
  };
}

/** Open positions only: settled and empty rows are history, not holdings. */
export function portfolioView(
  account: AccountRow,
  positions: readonly PositionRow[],
  markets: ReadonlyMap<string, MarketRow>,
): PortfolioView {
  const views = positions.flatMap((p) => {
    const market = markets.get(p.marketId);
    if (p.settled || p.quantity <= 0 || market === undefined || market.status === 'resolved') return [];
    return [positionView(p, market)];
  });
  const positionsValueCents = views.reduce((s, v) => s + v.valueCents, 0);
  return {
    balanceCents: account.balanceCents,
    positionsValueCents,
    totalValueCents: account.balanceCents + positionsValueCents,
    positions: views,
  };
}

export interface PoolView {
  /** Pool value at current prices (cents). */
  readonly liquidityCents: number;
  readonly volume24hCents: number;
  readonly fees24hCents: number;
  /** fees24h x 365 / liquidity, in percent (0 when the pool is empty). */
  readonly apyPercent: number;
  readonly myShares: number;
  readonly myValueCents: number;
  readonly myContributionCents: number;
  readonly myFeesCents: number;
}

/** Liquidity-page numbers from real fees. `trades` may include older ones; only the last 24 h count. */
export function poolView(market: MarketRow, trades: readonly TradeRow[], now: number, mine?: LpShareRow): PoolView {
  const recent = trades.filter((t) => t.marketId === market.id && t.createdAt > now - 86_400_000 && t.createdAt <= now);
  const fees24hCents = recent.reduce((s, t) => s + t.feeCents, 0);
  const liquidityCents = lpValueCents(market, market.lpSharesTotal);
  return {
    liquidityCents,
    volume24hCents: recent.reduce((s, t) => s + t.cashCents, 0),
    fees24hCents,
    apyPercent: liquidityCents > 0 ? (fees24hCents * 365 * 100) / liquidityCents : 0,
    myShares: mine?.shares ?? 0,
    myValueCents: mine ? lpValueCents(market, mine.shares) : 0,
    myContributionCents: mine?.contributedCents ?? 0,
    myFeesCents: feesWithdrawableBy(market, mine),
  };
}

export interface PricePointView {
  readonly timestamp: number;
  /** Cents with one decimal; yesPrice + noPrice is 100 (computed in tenths, so no float drift). */
  readonly yesPrice: number;
  readonly noPrice: number;
}

export function pricePointView(point: PricePoint): PricePointView {
  const tenths = Math.round(point.y * 10);
  return { timestamp: point.t, yesPrice: tenths / 10, noPrice: (1000 - tenths) / 10 };
}
