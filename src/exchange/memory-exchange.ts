import { applyToSlice, emptySlice } from './change-set';
import type { ChangeSet, ExchangeSlice } from './change-set';
import { claimFees } from './fee-claim';
import { sequentialIds } from './ledger';
import { addFunding, removeFunding } from './liquidity';
import type { AddFundingCommand, RemoveFundingCommand } from './liquidity';
import { isDueForResolution } from './lifecycle';
import { withdrawLiquidity } from './pool-exit';
import type { WithdrawCommand } from './pool-exit';
import { lpShareId, positionId } from './positions';
import type { Rng } from './random';
import { settleMarket } from './settlement';
import type { SettlementCommand } from './settlement';
import { placeTrade, sellContracts } from './trade';
import type { TradeCommand, TradeRows } from './trade';
import { advance } from './simulation/advance';
import { planAdvance } from './simulation/plan';
import type { SimOptions, SimUniverse } from './simulation/plan';
import type { IdSource, LedgerEntry, TradeRow } from './types';

/**
 * The whole exchange in memory, wired exactly like a Dexie handler would be:
 * read the rows a command needs, call the pure function, apply its ChangeSet.
 * Used by the property tests and benchmarks; handlers can copy the row
 * selection from here.
 */
export class MemoryExchange {
  readonly slice: ExchangeSlice = emptySlice();
  readonly trades: TradeRow[] = [];
  readonly ledger: LedgerEntry[] = [];

  constructor(readonly ids: IdSource = sequentialIds()) {}

  apply(changes: ChangeSet): void {
    applyToSlice(this.slice, changes);
    this.trades.push(...changes.trades);
    this.ledger.push(...changes.ledger);
  }

  tradeRows(accountId: string, marketId: string): TradeRows {
    const positions = [positionId(accountId, marketId, 'yes'), positionId(accountId, marketId, 'no')]
      .map((id) => this.slice.positions.get(id))
      .filter((p) => p !== undefined);
    return {
      market: this.slice.markets.get(marketId),
      account: this.slice.accounts.get(accountId),
      positions,
      history: this.slice.histories.get(marketId),
    };
  }

  buy(command: TradeCommand) {
    const result = placeTrade(this.tradeRows(command.accountId, command.marketId), command, this.ids);
    this.apply(result.changes);
    return result;
  }

  sell(command: TradeCommand) {
    const result = sellContracts(this.tradeRows(command.accountId, command.marketId), command, this.ids);
    this.apply(result.changes);
    return result;
  }

  private liquidityRows(accountId: string, marketId: string) {
    const rows = this.tradeRows(accountId, marketId);
    return { ...rows, lpShare: this.slice.lpShares.get(lpShareId(accountId, marketId)) };
  }

  addFunding(command: AddFundingCommand) {
    const result = addFunding(this.liquidityRows(command.accountId, command.marketId), command, this.ids);
    this.apply(result.changes);
    return result;
  }

  removeFunding(command: RemoveFundingCommand) {
    const result = removeFunding(this.liquidityRows(command.accountId, command.marketId), command, this.ids);
    this.apply(result.changes);
    return result;
  }

  withdrawLiquidity(command: WithdrawCommand) {
    const result = withdrawLiquidity(this.liquidityRows(command.accountId, command.marketId), command, this.ids);
    this.apply(result.changes);
    return result;
  }

  claimFees(command: { accountId: string; marketId: string; now: number }) {
    const result = claimFees(this.liquidityRows(command.accountId, command.marketId), command, this.ids);
    this.apply(result.changes);
    return result;
  }

  /** All rows of one market: what settlement (and the simulation's settling) needs. */
  marketRows(marketId: string) {
    const positions = [...this.slice.positions.values()].filter((p) => p.marketId === marketId);
    const lpShares = [...this.slice.lpShares.values()].filter((l) => l.marketId === marketId);
    const owners = new Set([...positions, ...lpShares].map((r) => r.accountId));
    const accounts = [...owners].map((id) => this.slice.accounts.get(id)).filter((a) => a !== undefined);
    return { market: this.slice.markets.get(marketId), positions, lpShares, accounts };
  }

  settle(command: SettlementCommand) {
    const result = settleMarket(this.marketRows(command.marketId), command, this.ids);
    this.apply(result.changes);
    return result;
  }

  /** One simulation step over the whole in-memory exchange (a handler loads only plan rows). */
  simulate(universe: SimUniverse, fromMs: number, toMs: number, rng: Rng, options?: SimOptions) {
    const plan = planAdvance(universe, fromMs, toMs, rng, options);
    const settleMarketIds = [...this.slice.markets.values()].filter((m) => isDueForResolution(m, toMs)).map((m) => m.id);
    const result = advance(this.slice, { plan, settleMarketIds, clockNow: toMs, rng, ids: this.ids });
    this.apply(result.changes);
    return result;
  }
}
