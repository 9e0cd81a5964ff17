/**
 * The pure exchange: prices, trades, ledger, liquidity, settlement and the
 * simulated traders. No React, Dexie, msw, DOM, clock or Math.random here:
 * time (ms) and randomness (Rng) are parameters. Handlers read rows, call a
 * command, and write the returned ChangeSet in one transaction.
 */
export * from './types';
export * from './errors';
export * from './money';
export * from './prices';
export * from './random';
export * from './fpmm';
export * from './quote';
export * from './positions';
export * from './ledger';
export * from './lifecycle';
export * from './history';
export * from './change-set';
export * from './trade';
export * from './orders';
export * from './liquidity';
export * from './lp-fees';
export * from './fee-claim';
export * from './pool-exit';
export * from './liquidity-preview';
export * from './pool-stats';
export * from './settlement';
export * from './market-factory';
export * from './invariants';
export * from './listing';
export * from './views';
export * from './figures';
export * from './memory-exchange';
export * from './simulation';
export * from './instant';
