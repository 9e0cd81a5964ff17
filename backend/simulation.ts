import Dexie from 'dexie'
import {
  MAX_SETTLEMENTS_PER_ADVANCE,
  advance,
  createRng,
  createRngFromState,
  hashString,
  mergeChangeSets,
  planAdvance,
  planMultiIntents,
  positionId,
  settleDueMulti,
  resolutionCutoff,
  sliceFrom,
  tradeMultiIntents,
  type MarketRow,
  type MultiSettleRows,
  type MultiSimIntent,
  type MultiSimRows,
  type PriceHistoryRow,
  type RngState,
} from '../src/exchange'
import type { Backend } from './backend'
import { exchangeTables, randomIds, writeChangeSet } from './exchange-store'
import { historyOf } from './histories'
import { lpSharesInMarkets, positionsInMarkets } from './house-rows'
import { dueInstantIds, liveInstantIds, refillInstantMarkets } from './instant-markets'
import { answerTitle, logOrderEvents } from './trading'
import { lockRows, rowKey, useRowLocks } from './row-locks'
import { HOUSE_ACCOUNT_ID } from '../seed/market-rows'
import type { OrderRow } from '../src/exchange'
import type { ForesightDB } from './db'
import { answersOf, groupedDueIds } from './queries/answers'

const SIM_META_KEY = 'simulation'
/** Simulated traders are 'sim-0' .. 'sim-(count-1)'; the seed stores the count. */
const SIM_TRADERS_META_KEY = 'simTraderCount'
/** backend/seed-db.ts's record of the seed written (kept here to avoid an import cycle). */
const SEED_META_KEY = 'seed'

export interface SimulationState {
  /** Simulated time reached so far (ms). */
  at: number
  rng: RngState
}

interface StepResult {
  trades: number
  resolved: number
  /** Simulated time reached: less than asked when the stored clock is behind the caller's. */
  at: number
}

/**
 * Each live instant market appears this many times in the hot list (picks are uniform),
 * so short-lived markets see a trade every few minutes instead of a few per hour.
 */
const INSTANT_HOT_WEIGHT = 8

/** The markets the simulated traders pick from, refreshed now and then (ids only). */
async function universe(backend: Backend, now: number) {
  const { markets } = backend.db
  const active = markets.where('[status+volumeCents]').between(['active', Dexie.minKey], ['active', Dexie.maxKey])
  // Multi-answer markets and their answers are traded one answer at a time, with the arbitrage
  // across the others (src/exchange/multi): the Yes/No traders here pass over them.
  const ofKind = (kind: 'multi' | 'answer') =>
    markets.where('[kind+status+closesAt]').between([kind, 'active', Dexie.minKey], [kind, 'active', Dexie.maxKey]).primaryKeys()
  const [allIds, trending, featured, instant, multi, answers] = await Promise.all([
    active.primaryKeys(),
    markets
      .where('[status+isTrending+volumeCents]')
      .between(['active', 1, Dexie.minKey], ['active', 1, Dexie.maxKey])
      .primaryKeys(),
    markets
      .where('[status+isFeatured+volumeCents]')
      .between(['active', 1, Dexie.minKey], ['active', 1, Dexie.maxKey])
      .primaryKeys(),
    liveInstantIds(backend.db, now),
    ofKind('multi'),
    ofKind('answer'),
  ])
  const grouped = new Set([...multi, ...answers])
  const marketIds = allIds.filter((id) => !grouped.has(id))
  // Traded apart, one answer at a time (src/exchange/simulation/multi.ts).
  const multiIds = multi
  const count = (await backend.db.meta.get(SIM_TRADERS_META_KEY))?.value
  const hot = [
    ...new Set([...featured, ...trending].filter((id) => !grouped.has(id))),
    ...instant.flatMap((id) => Array<string>(INSTANT_HOT_WEIGHT).fill(id)),
  ]
  return { marketIds, hotMarketIds: hot, simTraderCount: typeof count === 'number' ? count : 0, multiIds }
}

/**
 * Up to MAX_SETTLEMENTS_PER_ADVANCE ids of unresolved markets closing by `cutoff`, soonest first
 * (ties by id, as the closesAt index orders them). Read through [status+closesAt] for 'active' and
 * 'closed' rather than walking the closesAt index past every resolved market: that walk read a
 * whole row per resolved market inside the simulation's write transaction, which API calls wait behind.
 */
async function unresolvedClosedBy(backend: Backend, cutoff: number): Promise<string[]> {
  const byStatus = await Promise.all(
    (['active', 'closed'] as const).map(async (status) => {
      // Markets admins made wait for an admin (isDueForResolution): passed over, page after page,
      // so however many wait they never take the step's places.
      const found: { id: string; closesAt: number }[] = []
      for (let offset = 0; found.length < MAX_SETTLEMENTS_PER_ADVANCE; offset += MAX_SETTLEMENTS_PER_ADVANCE) {
        const range = backend.db.markets
          .where('[status+closesAt]')
          .between([status, Dexie.minKey], [status, cutoff], true, true)
          .offset(offset)
          .limit(MAX_SETTLEMENTS_PER_ADVANCE)
        const [keys, ids] = await Promise.all([range.clone().keys(), range.clone().primaryKeys()])
        const rows = await backend.db.markets.bulkGet(ids)
        ids.forEach((id, i) => {
          // Multi-answer markets and their answers are not the simulation's to settle either.
          const row = rows[i]
          if (row && row.createdBy === undefined && row.kind !== 'multi' && row.kind !== 'answer') {
            found.push({ id, closesAt: Number((keys[i] as unknown[])[1]) })
          }
        })
        if (ids.length < MAX_SETTLEMENTS_PER_ADVANCE) break
      }
      return found
    }),
  )
  return byStatus
    .flat()
    .sort((a, b) => a.closesAt - b.closesAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, MAX_SETTLEMENTS_PER_ADVANCE)
    .map((m) => m.id)
}

/** Markets past close + resolution delay, with every row their settlement touches. */
async function dueForSettlement(backend: Backend, toMs: number) {
  const { db } = backend
  const cutoff = resolutionCutoff(toMs)
  const [due, instant] = await Promise.all([unresolvedClosedBy(backend, cutoff), dueInstantIds(db, toMs)])
  // Instant markets first: they promise a payout minutes after closing.
  return [...new Set([...instant, ...due])].slice(0, MAX_SETTLEMENTS_PER_ADVANCE)
}

/**
 * Markets still stored as active but closed by `toMs` (their open orders are cancelled at the
 * close). Multi-answer markets and their answers close with the lists' close
 * (queries/market-list.ts, under the market's lock): left out here.
 */
async function closedActiveIds(db: ForesightDB, toMs: number): Promise<string[]> {
  const grouped = await groupedDueIds(db, toMs)
  const ids = await db.markets
    .where('[status+closesAt]')
    .between(['active', Dexie.minKey], ['active', toMs], true, true)
    .limit(MAX_SETTLEMENTS_PER_ADVANCE + grouped.length)
    .primaryKeys()
  const skip = new Set(grouped)
  return ids.filter((id) => !skip.has(id)).slice(0, MAX_SETTLEMENTS_PER_ADVANCE)
}

/** The open orders of these markets, and every open order past its expiry. */
async function openOrdersFor(db: ForesightDB, marketIds: readonly string[], toMs: number): Promise<OrderRow[]> {
  const [inMarkets, expired] = await Promise.all([
    marketIds.length
      ? db.orders
          .where('[marketId+status]')
          .anyOf(marketIds.map((id) => [id, 'open']))
          .toArray()
      : [],
    db.orders.where('[status+expiresAt]').between(['open', Dexie.minKey], ['open', toMs], true, true).toArray(),
  ])
  const byId = new Map([...inMarkets, ...expired].map((o) => [o.id, o]))
  return [...byId.values()]
}

/**
 * Runs the simulated traders from the last simulated time up to `until` (never past the
 * clock as stored), in one transaction: plan (pure, from the seeded random source), read
 * the rows the plan names, advance (pure), write the ChangeSet and the new random state.
 * Work per call is bounded however long the app was closed.
 *
 * On the server the step locks rows, not tables (backend/row-locks.ts), so people's trades in
 * the markets it leaves alone go on while it runs: first the simulation's own state (one step
 * at a time), then every market it reads (which stands for their books, positions, charts and
 * pools), then every account it may write (the simulated traders, the holders and providers it
 * settles, the owners of the orders it fills or closes, and the house, which funds instant
 * markets), each before reading it. Which markets have orders to close is known only by
 * reading them: they are read again once their markets are locked.
 */
export async function simulateUntil(backend: Backend, until: number, seed = 1): Promise<StepResult> {
  const { db } = backend
  const uni = await universe(backend, until)
  return db.transaction('rw', [...exchangeTables(db), db.meta, db.activity], async () => {
    useRowLocks([rowKey.simulation])
    // The clock as stored, not this tab's copy of it: a tab that has not heard yet of another
    // tab's reset (the offset back to 0) would otherwise settle markets before they close.
    const clockNow = backend.clock ? await backend.clock.storedNow(db) : until
    const toMs = Math.min(until, clockNow)
    const saved = (await db.meta.get(SIM_META_KEY))?.value as SimulationState | undefined
    const fromMs = saved?.at ?? toMs
    if (toMs <= fromMs) {
      // A seed whose past is not written yet starts the simulation with it (backend/seed-db.ts): wait until then.
      if (!saved && (await db.meta.get(SEED_META_KEY))) return { trades: 0, resolved: 0, at: fromMs }
      if (!saved) await db.meta.put({ key: SIM_META_KEY, value: { at: toMs, rng: createRng(seed).state() } })
      return { trades: 0, resolved: 0, at: fromMs }
    }
    const rng = createRngFromState(saved!.rng)
    const plan = planAdvance(uni, fromMs, toMs, rng)
    // The multi-answer markets' trades: their own random source, so the Yes/No draws stay as they were.
    const multiRng = createRng(hashString(`multi|${fromMs}|${toMs}`))
    const multiIntents = planMultiIntents(uni.multiIds, fromMs, toMs, uni.simTraderCount, multiRng)
    const [settleIds, closingIds, multiDue] = await Promise.all([
      dueForSettlement(backend, toMs),
      closedActiveIds(db, toMs),
      dueMultiIds(db, toMs),
    ])
    const bookIds = (plan.bookIntents ?? []).map((i) => i.marketId)
    const baseIds = [...new Set([...plan.marketIds, ...bookIds, ...settleIds, ...closingIds])]
    const seen = await openOrdersFor(db, baseIds, toMs)
    // Markets of expired orders too: closing an order needs its market.
    const marketIds = [
      ...new Set([...baseIds, ...seen.map((o) => o.marketId), ...multiIntents.map((i) => i.marketId), ...multiDue]),
    ]
    // Locked (on the server): the orders as they are now, a trade may have filled or cancelled
    // one meanwhile; an order that expired since in a market not locked waits for the next step.
    const locked = new Set(marketIds)
    const orders = lockRows(marketIds.map(rowKey.market))
      ? (await openOrdersFor(db, baseIds, toMs)).filter((o) => locked.has(o.marketId))
      : seen
    const orderPositionIds = orders.flatMap((o) => [`${o.accountId}:${o.marketId}:yes`, `${o.accountId}:${o.marketId}:no`])
    const [markets, histories, planPositions] = await Promise.all([
      db.markets.bulkGet(marketIds),
      db.histories.bulkGet(marketIds),
      db.positions.bulkGet([...new Set([...plan.positionIds, ...orderPositionIds])]),
    ])
    const [multiRows, multiSettle] = await Promise.all([
      readMultiRows(db, markets, multiIntents),
      readMultiSettlement(db, markets, multiDue),
    ])
    // Stored and (for catalogue markets the house still holds as opened) derived rows.
    const settling = new Set(settleIds)
    const [settlePositions, lpShares] = await Promise.all([
      settleIds.length
        ? positionsInMarkets(
            db,
            markets.filter((m) => m && settling.has(m.id)),
          )
        : [],
      lpSharesInMarkets(db, markets),
    ])
    const owners = new Set([
      ...plan.accountIds,
      ...multiIntents.map((i) => i.accountId),
      ...settlePositions.map((p) => p.accountId),
      ...multiSettle.positions.map((p) => p.accountId),
      ...(multiRows.orders ?? []).map((o) => o.accountId),
      ...multiSettle.orders.map((o) => o.accountId),
      ...lpShares.map((l) => l.accountId),
      ...orders.map((o) => o.accountId),
    ])
    // The house too: it funds the instant markets the step may open.
    lockRows([...owners, HOUSE_ACCOUNT_ID].map(rowKey.account))
    const accounts = await db.accounts.bulkGet([...owners])
    const slice = sliceFrom({
      markets: markets.filter((m) => m !== undefined),
      // Seeded markets' charts are derived until their first stored point.
      histories: markets.flatMap((m, i) => historyOf(m, histories[i]) ?? []),
      positions: [...planPositions.filter((p) => p !== undefined), ...settlePositions],
      lpShares,
      accounts: accounts.filter((a) => a !== undefined),
      orders,
    })
    const yesNo = advance(slice, { plan, settleMarketIds: settleIds, clockNow, rng, ids: randomIds })
    // Then the multi-answer markets, on the accounts as the Yes/No trades left them.
    const after = new Map(accounts.filter((a) => a !== undefined).map((a) => [a!.id, a!]))
    for (const a of yesNo.changes.accounts) after.set(a.id, a)
    const multiTrades = tradeMultiIntents({ ...multiRows, accounts: [...after.values()] }, multiIntents, multiRng, randomIds)
    for (const a of multiTrades.changes.accounts) after.set(a.id, a)
    // The seeded multi-answer markets past their close (and its delay): settled to a drawn answer.
    const multiSettled = settleDueMulti(
      { ...multiSettle, lpShares: lpShares.filter((l) => multiDue.includes(l.marketId)), accounts: [...after.values()] },
      toMs,
      multiRng,
      randomIds,
    )
    const result = {
      ...yesNo,
      changes: mergeChangeSets([yesNo.changes, multiTrades.changes, multiSettled.changes]),
      tradeCount: yesNo.tradeCount + multiTrades.trades,
    }
    const opened = await refillInstantMarkets(db, toMs, rng, randomIds, result.changes)
    const people = new Set(accounts.filter((a) => a?.kind === 'user').map((a) => a!.id))
    const titles = new Map(markets.filter((m) => m !== undefined).map((m) => [m.id, m.title]))
    // An answer's order is named with its market's question: "Who wins? · Team Blue" (an order that
    // expired brings its answer's row alone: its market is read for the name).
    const answerRows = [...multiRows.answers, ...multiSettle.answers, ...markets.filter((m) => m?.kind === 'answer')].filter(
      (a): a is MarketRow => a !== undefined && a.groupId !== undefined,
    )
    const unread = [...new Set(answerRows.map((a) => a.groupId!))].filter((id) => !markets.some((m) => m?.id === id))
    const groups = new Map(
      [...markets, ...(unread.length ? await db.markets.bulkGet(unread) : [])].flatMap((m) => (m ? [[m.id, m] as const] : [])),
    )
    for (const answer of answerRows) {
      const market = groups.get(answer.groupId!)
      if (market) titles.set(answer.id, answerTitle(market, answer))
    }
    await Promise.all([
      writeChangeSet(db, opened ? mergeChangeSets([result.changes, opened]) : result.changes, {
        // With the multi-answer markets' answers as read: a trade rewrites only the traded one's row.
        markets: [...markets.filter((m) => m !== undefined), ...multiRows.answers, ...multiSettle.answers],
        // And the charts as read: writing reads none of them again.
        histories: new Map([...marketIds.map((id, i) => [id, histories[i]] as const), ...multiRows.storedCharts]),
      }),
      logOrderEvents(db, [...result.orderEvents, ...multiTrades.orderEvents, ...multiSettled.orderEvents], people, titles, toMs),
    ])
    await db.meta.put({ key: SIM_META_KEY, value: { at: toMs, rng: rng.state() } satisfies SimulationState })
    return { trades: result.tradeCount, resolved: result.resolved.length + multiSettled.resolved, at: toMs }
  })
}

export { SIM_TRADERS_META_KEY }

/**
 * What the multi-answer intents read (their markets were read, and locked, with the others): each
 * market's answers (with its category: queries/answers.ts), their charts, and the traders' positions in them.
 */
async function readMultiRows(
  db: ForesightDB,
  markets: readonly (MarketRow | undefined)[],
  intents: readonly MultiSimIntent[],
): Promise<Omit<MultiSimRows, 'accounts'> & { storedCharts: ReadonlyMap<string, PriceHistoryRow | undefined> }> {
  if (intents.length === 0) return { markets: [], answers: [], positions: [], orders: [], histories: [], storedCharts: new Map() }
  const wanted = new Set(intents.map((i) => i.marketId))
  const multi = markets.filter((m): m is MarketRow => m !== undefined && m.kind === 'multi' && wanted.has(m.id))
  const groups = await answersOf(db, multi)
  const answers = [...groups.values()].flat()
  // The orders resting on their answers (a trade fills those it reaches: src/exchange/multi/orders.ts).
  const orders = await openAnswerOrders(db, answers)
  const positionsOf = (accountId: string, marketId: string) =>
    (groups.get(marketId) ?? []).flatMap((a) => [positionId(accountId, a.id, 'yes'), positionId(accountId, a.id, 'no')])
  const groupOf = new Map([...groups].flatMap(([marketId, list]) => list.map((a) => [a.id, marketId] as const)))
  const positionIds = [
    ...intents.flatMap((i) => positionsOf(i.accountId, i.marketId)),
    ...orders.flatMap((o) => positionsOf(o.accountId, groupOf.get(o.marketId)!)),
  ]
  const [positions, histories] = await Promise.all([
    db.positions.bulkGet([...new Set(positionIds)]),
    db.histories.bulkGet(answers.map((a) => a.id)),
  ])
  return {
    markets: multi,
    answers,
    orders,
    positions: positions.filter((p) => p !== undefined),
    histories: answers.flatMap((a, i) => historyOf(a, histories[i]) ?? []),
    // As stored (undefined: none), for writing the change without reading them again.
    storedCharts: new Map(answers.map((a, i) => [a.id, histories[i]])),
  }
}

/** Most multi-answer markets one step settles (each reads every position in its answers). */
const MAX_MULTI_SETTLEMENTS = 4

/** The multi-answer markets the simulation settles now: the seeded ones (not an admin's) past their close and its delay. */
async function dueMultiIds(db: ForesightDB, toMs: number): Promise<string[]> {
  const cutoff = resolutionCutoff(toMs)
  const byStatus = await Promise.all(
    (['active', 'closed'] as const).map((status) =>
      db.markets
        .where('[kind+status+closesAt]')
        .between(['multi', status, Dexie.minKey], ['multi', status, cutoff], true, true)
        .filter((m) => m.createdBy === undefined)
        .limit(MAX_MULTI_SETTLEMENTS)
        .primaryKeys(),
    ),
  )
  return byStatus.flat().slice(0, MAX_MULTI_SETTLEMENTS)
}

/** What settling those markets reads (their rows were read, and locked, with the others): their answers and every position in them. */
async function readMultiSettlement(
  db: ForesightDB,
  markets: readonly (MarketRow | undefined)[],
  dueIds: readonly string[],
): Promise<Pick<MultiSettleRows, 'markets' | 'answers' | 'positions'> & { orders: OrderRow[] }> {
  if (dueIds.length === 0) return { markets: [], answers: [], positions: [], orders: [] }
  const due = new Set(dueIds)
  const multi = markets.filter((m): m is MarketRow => m !== undefined && m.kind === 'multi' && due.has(m.id))
  const answers = [...(await answersOf(db, multi)).values()].flat()
  const [positions, orders] = await Promise.all([positionsInMarkets(db, answers), openAnswerOrders(db, answers)])
  return { markets: multi, answers, positions, orders }
}

/** The open orders resting on these answers. */
async function openAnswerOrders(db: ForesightDB, answers: readonly MarketRow[]): Promise<OrderRow[]> {
  const each = await Promise.all(answers.map((a) => db.orders.where('[marketId+status]').equals([a.id, 'open']).toArray()))
  return each.flat()
}
