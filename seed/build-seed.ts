import { compareForHome, compareRecentlyClosed, createRng, isOpenAt, openAccount, sequentialIds } from '../src/exchange';
import type { AccountRow, LedgerEntry, LpShareRow, MarketRow, PositionRow, RngState, SimUniverse } from '../src/exchange';
import { CATEGORIES } from './categories';
import type { CategoryRow } from './categories';
import { buildCatalogue } from './catalogue';
import { demoUserRows } from './demo-users';
import type { SeedUser } from './demo-users';
import { HOUSE_ACCOUNT_ID, marketRows } from './market-rows';
import type { MarketRows } from './market-rows';
import { SIM_TRADER_COUNT } from './sim-traders';
import { slugify, uniqueId } from './text';
import { REST_CHUNK_MARKETS } from './slices';

/**
 * Rows to write, table by table. Every stage is self-consistent: its ledger balances its cash.
 * No price histories: a seeded market's chart is derived on read (seededHistory).
 */
export interface SeedRows {
  readonly categories: readonly CategoryRow[];
  readonly users: readonly SeedUser[];
  readonly accounts: readonly AccountRow[];
  readonly markets: readonly MarketRow[];
  readonly lpShares: readonly LpShareRow[];
  readonly positions: readonly PositionRow[];
  readonly ledger: readonly LedgerEntry[];
}

export interface Seed {
  readonly seedValue: number;
  readonly nowMs: number;
  /** What the home screen needs: write and show this first. */
  readonly first: SeedRows;
  /** Everything else: write it after the first screen is up. */
  readonly rest: SeedRows;
  /**
   * `rest` in slices of REST_CHUNK_MARKETS markets, each self-consistent (its own house
   * deposit balances its pools), written one transaction each so the app's reads run in between.
   */
  readonly restChunks: readonly SeedRows[];
  /** Markets per slice of `restChunks` (a stored, interrupted seed resumes with its own). */
  readonly restChunkMarkets: number;
  /** Ids the simulation may trade (cache in memory; see planAdvance). */
  readonly universe: SimUniverse;
  /** Initial state of the simulation's random source; persist it as it advances. */
  readonly simRngState: RngState;
}

/** Per category, how many of the top home-order markets go in the first stage. */
export const FIRST_STAGE_PER_CATEGORY = 40;
const FIRST_STAGE_RECENTLY_CLOSED = 12;
export { REST_CHUNK_MARKETS };

function toRows(seedValue: number, nowMs: number): MarketRows[] {
  const rng = createRng(seedValue);
  const ids = sequentialIds('s');
  const taken = new Set<string>();
  return buildCatalogue(nowMs, rng).map((draft) => marketRows(draft, uniqueId(slugify(draft.title), taken), nowMs, rng, ids));
}

function firstStageIds(all: readonly MarketRow[], nowMs: number): Set<string> {
  const chosen = new Set<string>();
  const open = all.filter((m) => isOpenAt(m, nowMs)).sort(compareForHome);
  for (const m of open) if (m.featured || m.trending) chosen.add(m.id);
  for (const category of CATEGORIES) {
    open.filter((m) => m.categoryId === category.id).slice(0, FIRST_STAGE_PER_CATEGORY).forEach((m) => chosen.add(m.id));
  }
  const closed = all.filter((m) => !isOpenAt(m, nowMs)).sort(compareRecentlyClosed);
  closed.filter((m) => m.status === 'closed').forEach((m) => chosen.add(m.id));
  closed.slice(0, FIRST_STAGE_RECENTLY_CLOSED).forEach((m) => chosen.add(m.id));
  return chosen;
}

/**
 * The house funds every open pool: one deposit per stage (and slice) and one entry moving
 * it into that stage's pools keep each one's cash balanced. The pools' liquidity_add entries
 * are summed into that one (marketId null) rather than written one per market: nothing reads
 * the house's ledger by market, each pool's funding stays on its LP share and position
 * (contributedCents + costCents), and a second-stage slice writes a quarter fewer rows.
 */
function houseFunding(rows: readonly MarketRows[], nowMs: number, stage: string): LedgerEntry[] {
  const total = rows.reduce((sum, r) => sum + (r.entry === null ? 0 : -r.entry.amountCents), 0);
  const deposit = openAccount(sequentialIds(`house-${stage}-`), HOUSE_ACCOUNT_ID, 'house', nowMs, total).entry;
  if (total === 0) return [deposit];
  const pools: LedgerEntry = { id: `le-house-${stage}-pools`, accountId: HOUSE_ACCOUNT_ID, marketId: null, kind: 'liquidity_add', amountCents: -total, at: nowMs, refId: null };
  return [deposit, pools];
}

function stageRows(rows: readonly MarketRows[], nowMs: number, stage: string): SeedRows {
  return {
    categories: [],
    users: [],
    accounts: [],
    markets: rows.map((r) => r.market),
    lpShares: rows.flatMap((r) => (r.lpShare ? [r.lpShare] : [])),
    positions: rows.flatMap((r) => (r.position ? [r.position] : [])),
    ledger: houseFunding(rows, nowMs, stage),
  };
}

function peopleAccounts(users: readonly SeedUser[], nowMs: number) {
  const ids = sequentialIds('u');
  const opened = users.map((u) => openAccount(ids, u.id, 'user', u.createdAt));
  // The house's cash all sits in pools: its balance is 0 once every stage is written.
  const house: AccountRow = { id: HOUSE_ACCOUNT_ID, kind: 'house', balanceCents: 0, createdAt: nowMs };
  return { accounts: [...opened.map((o) => o.account), house], ledger: opened.map((o) => o.entry) };
}

/**
 * The whole seeded exchange as plain rows. Same seedValue and nowMs ⇒
 * byte-identical output. Write `first` in one transaction, then `restChunks` one
 * transaction each (mocks/seed-db.ts).
 */
export function buildSeed(seedValue: number, nowMs: number, restChunkMarkets = REST_CHUNK_MARKETS): Seed {
  const all = toRows(seedValue, nowMs);
  const firstIds = firstStageIds(all.map((r) => r.market), nowMs);
  const users = demoUserRows(nowMs);
  const people = peopleAccounts(users, nowMs);
  const first = stageRows(all.filter((r) => firstIds.has(r.market.id)), nowMs, 'a');
  const restRows = all.filter((r) => !firstIds.has(r.market.id));
  const restChunks: SeedRows[] = [];
  for (let i = 0; i < restRows.length; i += restChunkMarkets) {
    restChunks.push(stageRows(restRows.slice(i, i + restChunkMarkets), nowMs, `b${i / restChunkMarkets}`));
  }
  const tradable = all.map((r) => r.market).filter((m) => m.status !== 'resolved');
  return {
    seedValue,
    nowMs,
    first: { ...first, categories: CATEGORIES, users, accounts: people.accounts, ledger: [...people.ledger, ...first.ledger] },
    rest: mergeRows(restChunks),
    restChunks,
    restChunkMarkets,
    universe: {
      marketIds: tradable.map((m) => m.id),
      hotMarketIds: tradable.filter((m) => m.featured || m.trending).map((m) => m.id),
      simTraderCount: SIM_TRADER_COUNT,
    },
    simRngState: createRng(seedValue ^ 0x5eed).state(),
  };
}

/** Several sets of rows as one, table by table. */
function mergeRows(parts: readonly SeedRows[]): SeedRows {
  const all = <K extends keyof SeedRows>(key: K) => parts.flatMap((p) => p[key] as SeedRows[K][number][]);
  return {
    categories: all('categories'),
    users: all('users'),
    accounts: all('accounts'),
    markets: all('markets'),
    lpShares: all('lpShares'),
    positions: all('positions'),
    ledger: all('ledger'),
  };
}

/** Both stages as one set of rows (tests, Node tools). */
export function allSeedRows(seed: Seed): SeedRows {
  return mergeRows([seed.first, seed.rest]);
}
