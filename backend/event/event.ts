import {
  EVENT_LEADERS,
  EVENT_MARKETS,
  EVENT_TICKER,
  EVENT_TRADE_WINDOW,
  type EventBoard,
  type EventState,
} from '../../src/api/contract'
import type { Backend } from '../backend'
import type { ForesightDB } from '../db'
import { priceBeforeFeeCents, tenthsOfCent, yesBp, type MarketRow, type TradeRow } from '../../src/exchange'
import { cachedSeed, seedMeta, writeFirstStage, writeRestStage } from '../seed-db'
import { REST_CHUNK_MARKETS } from '../../seed/slices'
import { quietMoment } from '../quiet'
import { ensureAccount } from '../accounts'
import { groupOf, toMarketChange } from '../views/markets'
import { answersOf, marketsWithGroups } from '../queries/answers'
import { pnlByAccount } from '../social/leaderboard'
import { loadProfiles } from '../social/profiles'
import { EVENT_KEY, eventSettings, type EventSettings } from './settings'

/**
 * The people who joined: signed up on this exchange after it was seeded (the demo accounts and
 * the seeded past's sign-ups are older; simulated traders are no users at all), and those kept
 * through an event reset.
 */
export async function joinerIds(db: ForesightDB): Promise<string[]> {
  const seededAt = (await seedMeta({ db }))?.nowMs ?? 0
  const [since, settings] = await Promise.all([
    db.users.where('createdAt').aboveOrEqual(seededAt).primaryKeys() as Promise<string[]>,
    eventSettings(db),
  ])
  const kept = (await db.users.bulkGet(settings.keptJoiners)).filter((u) => u !== undefined).map((u) => u.id)
  return [...new Set([...kept, ...since])]
}

export async function eventState(backend: Backend): Promise<EventState> {
  const { db } = backend
  return db.transaction('r', [db.meta, db.users], async () => ({
    signupOpen: (await eventSettings(db)).signupOpen,
    joiners: (await joinerIds(db)).length,
  }))
}

export async function setSignupOpen(backend: Backend, signupOpen: boolean): Promise<EventState> {
  const { db } = backend
  await db.transaction('rw', [db.meta], async () => {
    await db.meta.put({ key: EVENT_KEY, value: { ...(await eventSettings(db)), signupOpen } satisfies EventSettings })
  })
  return eventState(backend)
}

/** How many of `trades` each market has. */
function countByMarket(trades: readonly TradeRow[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const t of trades) counts.set(t.marketId, (counts.get(t.marketId) ?? 0) + 1)
  return counts
}

/** Counts by row summed by the market each row belongs to (an answer's, its multi-answer market's). */
function sumByMarket(counts: ReadonlyMap<string, number>, marketOf: (id: string) => string): Map<string, number> {
  const sums = new Map<string, number>()
  for (const [id, n] of counts) sums.set(marketOf(id), (sums.get(marketOf(id)) ?? 0) + n)
  return sums
}

/** How many of each person's latest trades count towards the room's Most traded (docs/product.md, "Running an event"). */
export const ROOM_TRADES_PER_PERSON = 50

/**
 * The trades of people (user accounts; simulated traders are no users) made since this exchange
 * was seeded (the seeded past's story is not the room's), each person's latest
 * ROOM_TRADES_PER_PERSON by the [accountId+createdAt] index, newest first: the room's own
 * trades, however many the simulated crowd has made, and a board refresh that reads a bounded
 * number of rows however long the exchange has run.
 */
async function peoplesTrades(db: ForesightDB): Promise<TradeRow[]> {
  const since = (await seedMeta({ db }))?.nowMs ?? 0
  const people = (await db.users.toCollection().primaryKeys()) as string[]
  const each = await Promise.all(
    people.map((id) =>
      db.trades
        .where('[accountId+createdAt]')
        .between([id, since], [id, Infinity], true, true)
        .reverse()
        .limit(ROOM_TRADES_PER_PERSON)
        .toArray(),
    ),
  )
  return each.flat().sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
}

/** GET /api/event/signup: whether sign-up is open, for /join before anyone signs in. */
export async function signupState(backend: Backend): Promise<{ signupOpen: boolean }> {
  const { db } = backend
  const settings = await db.transaction('r', [db.meta], () => eventSettings(db))
  return { signupOpen: settings.signupOpen }
}

/** The big screen (GET /api/event/board), read in one snapshot. */
export async function eventBoard(backend: Backend): Promise<EventBoard> {
  const { db } = backend
  const now = backend.now()
  const tables = [
    db.meta,
    db.users,
    db.accounts,
    db.positions,
    db.lpShares,
    db.orders,
    db.markets,
    db.trades,
    db.traderStats,
    db.simTraders,
  ]
  return db.transaction('r', tables, async () => {
    const [settings, joiners, latest, room] = await Promise.all([
      eventSettings(db),
      joinerIds(db),
      db.trades.orderBy('createdAt').reverse().limit(EVENT_TRADE_WINDOW).toArray(),
      peoplesTrades(db),
    ])
    const ticker = room.slice(0, EVENT_TICKER)
    const [pnl, stats] = await Promise.all([pnlByAccount(db, joiners), db.traderStats.bulkGet(joiners)])
    const tradesOf = new Map(joiners.map((id, i) => [id, stats[i]?.trades ?? 0]))
    const ranked = joiners
      .map((id) => ({ id, totalCents: pnl.get(id)?.totalPnlCents ?? 0, trades: tradesOf.get(id) ?? 0 }))
      .sort((a, b) => b.totalCents - a.totalCents || b.trades - a.trades || a.id.localeCompare(b.id))
      .slice(0, EVENT_LEADERS)
    // The room's most traded first (its people's trades: the host's question leads once traded),
    // then the exchange's busiest of late, so the screen is alive before the room trades. A
    // multi-answer market counts the trades of all its answers; only markets still trading show.
    const byRoomRow = countByMarket(room)
    const byAllRow = countByMarket(latest)
    const [marketById, profiles] = await Promise.all([
      marketsWithGroups(db, [...new Set([...byRoomRow.keys(), ...byAllRow.keys(), ...ticker.map((t) => t.marketId)])]),
      loadProfiles(db, [...new Set([...ranked.map((r) => r.id), ...ticker.map((t) => t.accountId)])]),
    ])
    const marketOf = (id: string) => {
      const row = marketById.get(id)
      return row ? (groupOf(row, marketById)?.id ?? id) : id
    }
    const byRoom = sumByMarket(byRoomRow, marketOf)
    const byAll = sumByMarket(byAllRow, marketOf)
    const trading = (id: string) => {
      const row = marketById.get(id)
      return row !== undefined && row.status === 'active' && row.closesAt > now
    }
    const topMarketIds = [...new Set([...byRoom.keys(), ...byAll.keys()])]
      .filter(trading)
      .sort(
        (a, b) => (byRoom.get(b) ?? 0) - (byRoom.get(a) ?? 0) || (byAll.get(b) ?? 0) - (byAll.get(a) ?? 0) || a.localeCompare(b),
      )
      .slice(0, EVENT_MARKETS)
    // A multi-answer market shows its leading answer, as its card does.
    const answers = await answersOf(
      db,
      topMarketIds.flatMap((id) => (marketById.get(id)?.kind === 'multi' ? [marketById.get(id)!] : [])),
    )
    const leadingOf = (id: string) =>
      (answers.get(id) ?? []).reduce<MarketRow | undefined>(
        (best, a) => (best === undefined || yesBp(a) > yesBp(best) ? a : best),
        undefined,
      )
    const joined = new Set(joiners)
    return {
      joiners: joiners.length,
      signupOpen: settings.signupOpen,
      leaders: ranked.map((r, i) => ({
        rank: i + 1,
        name: profiles.get(r.id)?.name ?? r.id,
        username: profiles.get(r.id)?.username ?? r.id,
        totalProfit: r.totalCents / 100,
        trades: r.trades,
      })),
      markets: topMarketIds.flatMap((id) => {
        const market = marketById.get(id)!
        // A multi-answer market: its question and its leading answer apart (the screen leads with
        // the answer, which a cut title lost), at that answer's prices.
        const leading = market.kind === 'multi' ? leadingOf(id) : undefined
        if (market.kind === 'multi' && leading === undefined) return []
        const row = leading ?? market
        const { yesPrice, noPrice } = toMarketChange(row, now)
        const answer = leading ? { answer: leading.title } : {}
        return [{ id, title: market.title, ...answer, yesPrice, noPrice, recentTrades: byAll.get(id) ?? 0 }]
      }),
      trades: ticker.flatMap((t) => {
        const market = marketById.get(t.marketId)
        if (!market) return []
        // An answer's trade: its market's question, and the answer apart (the screen leads with it).
        const group = groupOf(market, marketById)
        return [
          {
            id: t.id,
            name: profiles.get(t.accountId)?.name ?? 'A trader',
            joiner: joined.has(t.accountId),
            action: t.action,
            side: t.side,
            quantity: t.quantity,
            price: tenthsOfCent(priceBeforeFeeCents(t)),
            marketId: group?.id ?? t.marketId,
            marketTitle: group?.title ?? market.title,
            ...(group ? { answer: market.title } : {}),
            timestamp: new Date(t.createdAt).toISOString(),
          },
        ]
      }),
    }
  })
}

/**
 * POST /api/event/reset: the exchange starts over (the seed's catalogue, crowd and past, as a demo
 * reset writes them) while the room stays: every person who joined keeps their account, now at
 * the start amount, and nobody is signed out. One transaction for the first stage and the room;
 * the rest of the catalogue follows in slices, as after a demo reset.
 */
export async function resetEvent(backend: Backend): Promise<EventState> {
  const { db } = backend
  const seed = await cachedSeed({
    seedValue: (await seedMeta(backend))?.seedValue ?? (await import('../../seed')).DEFAULT_SEED_VALUE,
    nowMs: backend.clock?.wallNow() ?? backend.now(),
    restChunkMarkets: REST_CHUNK_MARKETS,
  })
  try {
    await db.transaction('rw', db.tables, async () => {
      const [settings, joiners] = await Promise.all([eventSettings(db), joinerIds(db)])
      const [people, sessions] = await Promise.all([db.users.bulkGet(joiners), db.sessions.toArray()])
      await backend.clock?.reset(db)
      // The room keeps its accounts, and the seeded ones their passwords (an admin's own, on a shared server).
      await writeFirstStage(db, seed, { replace: true, keepPasswords: true })
      const room = people.filter((u) => u !== undefined)
      await db.users.bulkAdd(room)
      for (const person of room) await ensureAccount(backend, person.id)
      // Everyone stays signed in: the room, and the seeded accounts (the same ids in the new seed).
      const present = new Set((await db.users.toCollection().primaryKeys()) as string[])
      await db.sessions.bulkPut(sessions.filter((s) => present.has(s.userId)))
      await db.meta.put({ key: EVENT_KEY, value: { ...settings, keptJoiners: room.map((u) => u.id) } satisfies EventSettings })
    })
  } catch (error) {
    await backend.clock?.load(db)
    throw error
  }
  await writeRestStage(db, seed, () => quietMoment()).catch((error: unknown) => console.warn('[foresight seed]', error))
  return eventState(backend)
}
