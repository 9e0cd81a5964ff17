import { it } from 'vitest';
import { checkInvariants } from '../../src/exchange';
import { allSeedRows, buildSeed } from '../build-seed';

it('probe', () => {
  const NOW = Date.UTC(2025, 5, 15, 12, 0);
  buildSeed(42, NOW);
  const t0 = performance.now();
  const seed = buildSeed(42, NOW);
  const t1 = performance.now();
  const all = allSeedRows(seed);
  const f = seed.restChunks[0]!;
  console.log('build ms', Math.round(t1 - t0), 'first markets', f.markets.length, 'trades', f.trades.length, 'ledger', f.ledger.length, 'accounts', f.accounts.length,
    'positions', f.positions.length, 'lp', f.lpShares.length, 'hist', f.histories.length, 'points', f.histories.reduce((s, h) => s + h.points.length, 0),
    'stats', f.traderStats.length, 'buckets', f.flowBuckets.length, 'activity', f.activity.length, 'follows', f.follows.length, 'copies', f.copies.length,
    'bytes', JSON.stringify(f).length);
  console.log(checkInvariants({ markets: all.markets, accounts: all.accounts, positions: all.positions, ledger: all.ledger, now: NOW }).slice(0, 5));
  console.log(checkInvariants({ markets: seed.first.markets, accounts: seed.first.accounts, positions: seed.first.positions, ledger: seed.first.ledger, now: NOW }).slice(0, 5), 'first', seed.first.markets.length, 'chunks', seed.restChunks.map((c) => c.markets.length).join(','));
  const demo = f.trades.filter((t) => t.accountId === 'demo-user');
  console.log('demo trades', demo.length, demo.filter((t) => t.action === 'sell').length, 'days', new Set(demo.map((t) => Math.floor((NOW - t.createdAt) / 864e5))).size);
  const dpos = f.positions.filter((p) => p.accountId === 'demo-user');
  console.log(dpos.map((p) => `${p.marketId.slice(0, 20)} ${p.side} q${p.quantity} settled=${p.settled} cost${p.costCents} real${p.realizedCents} pay${p.payoutCents}`).join('\n'));
  const top = [...f.traderStats].sort((a, b) => b.realizedCents - a.realizedCents).slice(0, 12);
  console.log(top.map((s) => `${s.id} r${s.realizedCents} w${s.wins} l${s.losses} t${s.trades}`).join('\n'));
  console.log('resolved in past', f.markets.filter((m) => m.status === 'resolved' && m.resolvedAt! > NOW - 30 * 864e5).length, 'instant', f.markets.filter((m) => (m as { kind?: string }).kind === 'instant').length);
  console.log('trades 24h', f.trades.filter((t) => t.createdAt > NOW - 864e5).length, 'lp', f.lpShares.filter((l) => l.accountId === 'demo-user').length, f.activity.map((a) => a.action).join(','));
});
