import { applyToSlice, changeSet, mergeChangeSets } from '../change-set';
import type { ChangeSet, ExchangeSlice } from '../change-set';
import { recordPricePoint } from '../history';
import { openAccount } from '../ledger';
import { closeIfDue, isDueForResolution, isOpenAt, resolutionDelayMs } from '../lifecycle';
import { positionId } from '../positions';
import { yesBp } from '../prices';
import type { Rng } from '../random';
import { settleMarket } from '../settlement';
import { placeTrade, sellContracts } from '../trade';
import type { TradeCommand, TradeRows } from '../trade';
import { ExchangeError } from '../errors';
import type { IdSource, MarketRow, Side } from '../types';
import { decide } from './decide';
import { driftHidden } from './hidden';
import type { AdvancePlan, SimIntent } from './plan';
import { sigmoid } from './traits';

/**
 * Phase 2 of a simulation step: run the plan against the rows the handler
 * read, then close markets past closesAt and resolve + settle the ones due
 * (resolution drawn with the hidden probability). Returns one merged
 * ChangeSet to write in a single transaction. The input slice is not mutated.
 */
export interface AdvanceInput {
  readonly plan: AdvancePlan;
  /**
   * Markets whose COMPLETE rows (all positions, LP rows, owners' accounts)
   * are in the slice: only these may be settled. Others just close.
   */
  readonly settleMarketIds?: readonly string[];
  /**
   * The exchange clock's now, as the store holds it. A step never runs past it: a market
   * it settled would stand resolved before it closes, by the clock everyone else reads.
   */
  readonly clockNow: number;
  readonly rng: Rng;
  readonly ids: IdSource;
}

export interface AdvanceResult {
  readonly changes: ChangeSet;
  readonly tradeCount: number;
  readonly resolved: readonly { readonly marketId: string; readonly resolution: Side }[];
}

/** Most settlements per call, to keep a catch-up after a long absence bounded. */
export const MAX_SETTLEMENTS_PER_ADVANCE = 25;

function copySlice(slice: ExchangeSlice): ExchangeSlice {
  return {
    markets: new Map(slice.markets),
    accounts: new Map(slice.accounts),
    positions: new Map(slice.positions),
    lpShares: new Map(slice.lpShares),
    histories: new Map(slice.histories),
  };
}

class Run {
  readonly sets: ChangeSet[] = [];
  tradeCount = 0;
  constructor(readonly slice: ExchangeSlice, readonly rng: Rng, readonly ids: IdSource) {}

  commit(changes: ChangeSet): void {
    applyToSlice(this.slice, changes);
    this.sets.push(changes);
  }

  market(id: string): MarketRow | undefined {
    return this.slice.markets.get(id);
  }

  /** A simulated trader's account, opened (with its deposit) only once it actually trades. */
  accountFor(accountId: string, at: number) {
    const existing = this.slice.accounts.get(accountId);
    if (existing !== undefined) return { account: existing, opened: null };
    const opened = openAccount(this.ids, accountId, 'sim', at);
    return { account: opened.account, opened };
  }

  runIntent(intent: SimIntent): void {
    const current = this.market(intent.marketId);
    if (current === undefined || !isOpenAt(current, intent.at)) return;
    const market = driftHidden(current, intent.at, this.rng);
    const { account, opened } = this.accountFor(intent.accountId, intent.at);
    const yes = this.slice.positions.get(positionId(account.id, market.id, 'yes'));
    const no = this.slice.positions.get(positionId(account.id, market.id, 'no'));
    const decision = decide({ traderId: account.id, market, account, yes, no }, this.rng);
    const rows = { market, account, positions: [yes, no].filter((p) => p !== undefined), history: this.slice.histories.get(market.id) };
    const result = decision === null ? null : this.tryTrade(decision.kind, rows, {
      accountId: account.id, marketId: market.id, side: decision.side, quantity: decision.quantity, now: intent.at,
    });
    if (result === null) {
      // Keep the drifted hidden probability even when nobody trades.
      this.commit(changeSet({ markets: [market] }));
      return;
    }
    if (opened !== null) {
      this.commit(changeSet({ ledger: [opened.entry] }));
    }
    this.commit(result.changes);
    this.tradeCount += 1;
  }

  /** A refused simulated order is just an order not placed; anything else is a bug and throws. */
  private tryTrade(kind: 'buy' | 'sell', rows: TradeRows, command: TradeCommand) {
    try {
      return kind === 'buy' ? placeTrade(rows, command, this.ids) : sellContracts(rows, command, this.ids);
    } catch (error) {
      if (error instanceof ExchangeError) return null;
      throw error;
    }
  }

  /** A point at the end of the step for every traded market, so charts reach "now". */
  recordTickPoints(marketIds: readonly string[], at: number): void {
    const histories = marketIds.flatMap((id) => {
      const market = this.market(id);
      if (market === undefined || !isOpenAt(market, at)) return [];
      return [recordPricePoint(this.slice.histories.get(id), id, at, yesBp(market))];
    });
    this.commit(changeSet({ histories }));
  }

  settleDue(marketIds: readonly string[], now: number) {
    const resolved: { marketId: string; resolution: Side }[] = [];
    for (const id of marketIds) {
      const current = this.market(id);
      if (current === undefined || !isDueForResolution(current, now)) continue;
      if (resolved.length >= MAX_SETTLEMENTS_PER_ADVANCE) break;
      const market = driftHidden(current, current.closesAt, this.rng);
      const resolution: Side = this.rng.next() < sigmoid(market.hiddenLogit) ? 'yes' : 'no';
      // Dated when the market was due, so a catch-up keeps a believable timeline.
      const at = Math.min(now, market.closesAt + resolutionDelayMs(market));
      this.commit(settleMarket(this.marketRows(market), { marketId: id, resolution, now: at }, this.ids).changes);
      resolved.push({ marketId: id, resolution });
    }
    return resolved;
  }

  marketRows(market: MarketRow) {
    const positions = [...this.slice.positions.values()].filter((p) => p.marketId === market.id);
    const lpShares = [...this.slice.lpShares.values()].filter((l) => l.marketId === market.id);
    return { market, positions, lpShares, accounts: [...this.slice.accounts.values()] };
  }

  closeDue(now: number): void {
    const closed: MarketRow[] = [];
    for (const market of this.slice.markets.values()) {
      const next = closeIfDue(market, now);
      if (next !== market) closed.push(next);
    }
    if (closed.length > 0) this.commit(changeSet({ markets: closed }));
  }
}

export function advance(slice: ExchangeSlice, input: AdvanceInput): AdvanceResult {
  if (input.plan.toMs > input.clockNow) {
    throw new Error(`simulation step to ${input.plan.toMs} runs past the clock (${input.clockNow})`);
  }
  const run = new Run(copySlice(slice), input.rng, input.ids);
  for (const intent of input.plan.intents) run.runIntent(intent);
  run.recordTickPoints(input.plan.marketIds, input.plan.toMs);
  const resolved = run.settleDue(input.settleMarketIds ?? [], input.plan.toMs);
  run.closeDue(input.plan.toMs);
  return { changes: mergeChangeSets(run.sets), tradeCount: run.tradeCount, resolved };
}
