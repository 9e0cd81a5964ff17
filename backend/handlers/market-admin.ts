import type { Backend } from '../backend'
import { HttpError, json, route } from '../http'
import {
  CreateMarketBody,
  PayoutPreviewQuery,
  ResolveMarketBody,
  UpdateMarketBody,
  displayName,
  type PayoutPreview,
} from '../../src/api/contract'
import {
  DEFAULT_ADMIN_LIQUIDITY_CENTS,
  answerIdPrefix,
  answerRowId,
  createAdminMarket,
  createAdminMultiMarket,
  isInstantMarket,
  lpShareId,
  marketStatusAt,
  reopenAtChance,
  reopenWithAnswers,
  resolveMarketNow,
  resolveMultiMarketNow,
  resolvedByPeople,
  type AccountRow,
  type MarketRow,
  type ResolutionResult,
  type Resolution,
  type Side,
} from '../../src/exchange'
import { HOUSE_ACCOUNT_ID } from '../../seed/market-rows'
import { exchangeTables, marketRowsToWrite, randomIds, toStoredMarket, writeChangeSet } from '../exchange-store'
import { lpSharesInMarkets, positionsInMarkets } from '../house-rows'
import { logActivity } from '../activity'
import type { DerivedBefore } from '../derived-stats'
import { logOrderEvents } from '../trading'
import { toMarket, withAdminResolves } from '../views/markets'
import type { StoredMarket } from '../db'
import { answersOf } from '../queries/answers'
import { answerTitle } from '../trading'
import { answerKey } from '../../src/exchange/answer-key'

/** How many markets the admin list answers. */
const ADMIN_LIST_LIMIT = 100
/** The latest close time a new market may have: the house's liquidity is not locked away for ever. */
const MAX_CLOSE_AHEAD_MS = 5 * 365 * 24 * 60 * 60 * 1000

/**
 * Markets admins make, change and resolve (docs/product.md, "Markets admins make"). Rare writers:
 * each takes its tables exclusively (on the server too: no row locks), so two admins resolving
 * one market at once run one after the other, and the second finds it resolved (409).
 */
export function marketAdminHandlers(backend: Backend) {
  const { db } = backend
  const tables = [...exchangeTables(db), db.activity, db.categories, db.users]

  /** The caller is still an admin (the route's check read them before this transaction). */
  /** An admin resolves it: one an admin made, or any where no simulation resolves markets. */
  const adminResolves = (market: StoredMarket) => resolvedByPeople(market) || backend.adminResolvesAll === true

  async function stillAdmin(id: string) {
    const stored = await db.users.get(id)
    if (stored?.role !== 'admin') throw new HttpError(403, 'Admin access required')
    return stored
  }

  /**
   * A multi-answer market opened again with other answers, before its first trade (inside the
   * caller's transaction; `row` is the market with the rest of the PATCH applied). An answer whose
   * text stays (case apart) keeps its id; a new one takes a new random id after the market's
   * prefix (answerIdPrefix: its rows stay in the market's key ranges), so an id an earlier edit
   * dropped never comes back: a ticket still open on a dropped answer is refused (404), never
   * booked on another answer.
   */
  async function reanswer(
    row: StoredMarket,
    texts: readonly string[],
    now: number,
  ): Promise<{ market: StoredMarket; answers: MarketRow[] }> {
    const answers = (await answersOf(db, [row])).get(row.id) ?? []
    const ids = answers.map((a) => a.id)
    const [positions, lpShare, orders] = await Promise.all([
      positionsInMarkets(db, answers),
      db.lpShares.get(lpShareId(HOUSE_ACCOUNT_ID, row.id)),
      db.orders
        .where('[marketId+status]')
        .anyOf(ids.map((id) => [id, 'open']))
        .count(),
    ])
    if (orders > 0) throw new HttpError(409, 'The answers change only before the first trade or order')
    if (!lpShare) throw new HttpError(409, "This market's pool is not the house's alone: its answers stay")
    const byText = new Map(answers.map((a) => [answerKey(a.title), a.id]))
    const freshId = () => `${answerIdPrefix(row.id)}${randomIds.next('x')}`
    const done = reopenWithAnswers(
      { market: row, answers, positions, lpShare, houseId: HOUSE_ACCOUNT_ID },
      texts.map((text) => ({ id: byText.get(answerKey(text)) ?? freshId(), text })),
      now,
      randomIds,
    )
    await writeChangeSet(db, done.changes, { positions, markets: [row, ...answers] })
    await Promise.all([
      db.markets.bulkDelete(done.droppedAnswerIds),
      db.histories.bulkDelete(done.droppedAnswerIds),
      db.positions.bulkDelete(done.droppedPositionIds),
    ])
    // As stored (its row holds the new answers' pools: exchange-store.ts, marketRowsToWrite), with its answers.
    const [market, ...answersNow] = done.changes.markets
    return { market: marketRowsToWrite([market!, ...answersNow])[0]!, answers: answersNow }
  }

  /**
   * The market and every row a resolution touches, as stored now (inside the caller's transaction);
   * for a void, its ledger entries too (what each account put in and took out: src/exchange/settlement.ts).
   * A multi-answer market: its answers, and those rows across all of them.
   */
  async function resolutionRows(id: string, choice: Choice) {
    const market = await db.markets.get(id)
    if (!market || market.kind === 'answer') throw new HttpError(404, 'Market not found')
    if (market.status === 'resolved') throw new HttpError(409, 'This market is already resolved')
    if (!adminResolves(market)) {
      throw new HttpError(422, 'Only markets an admin made are resolved here: the simulation resolves the others')
    }
    const multi = market.kind === 'multi'
    if (multi && 'outcome' in choice && choice.outcome !== 'void') {
      throw new HttpError(400, 'A multi-answer market resolves to one of its answers (answerId), or "void"')
    }
    if (!multi && 'answerId' in choice) throw new HttpError(400, 'answerId is only for a multi-answer market')
    const answers = multi ? ((await answersOf(db, [market])).get(id) ?? []) : []
    if ('answerId' in choice && !answers.some((a) => a.id === choice.answerId)) throw new HttpError(404, 'Answer not found')
    const pools = multi ? answers : [market]
    const voiding = 'outcome' in choice && choice.outcome === 'void'
    const [positions, lpShares, orders, ledger] = await Promise.all([
      positionsInMarkets(db, pools),
      lpSharesInMarkets(db, [market]),
      Promise.all(pools.map((p) => db.orders.where('[marketId+status]').equals([p.id, 'open']).toArray())).then((o) => o.flat()),
      voiding
        ? db.ledger
            .where('marketId')
            .anyOf([market.id, ...answers.map((a) => a.id)])
            .toArray()
        : undefined,
    ])
    const owners = [...new Set([...positions, ...lpShares, ...orders].map((r) => r.accountId))]
    // Their trader stats with their accounts (one round trip on the server): the resolution's wins,
    // losses and realized P&L go into them, and writeChangeSet then reads none.
    const [stored, stats] = await Promise.all([db.accounts.bulkGet(owners), db.traderStats.bulkGet(owners)])
    const accounts = stored.filter((a) => a !== undefined)
    const derived: DerivedBefore = { stats: new Map(owners.map((owner, i) => [owner, stats[i]])), buckets: new Map() }
    return { market, answers, positions, lpShares, orders, accounts, derived, ...(ledger ? { ledger } : {}) }
  }

  function resolve(
    rows: Awaited<ReturnType<typeof resolutionRows>>,
    choice: Choice,
    admin: { id: string; name: string },
    note: string | null,
  ): ResolutionResult {
    const by = {
      marketId: rows.market.id,
      now: backend.now(),
      resolvedBy: admin.id,
      resolvedByName: admin.name,
      note,
    }
    if (rows.market.kind === 'multi') {
      const outcome = 'answerId' in choice ? { answerId: choice.answerId } : ('void' as const)
      return resolveMultiMarketNow(rows, { ...by, outcome }, randomIds)
    }
    return resolveMarketNow(rows, { ...by, resolution: (choice as { outcome: Resolution }).outcome }, randomIds)
  }

  return [
    route.get('/api/admin/markets', async () => {
      const now = backend.now()
      // Where no simulation resolves markets, the others awaiting resolution too (a seeded market that closed).
      const made = await db.markets
        .filter(
          (m) =>
            resolvedByPeople(m) ||
            (backend.adminResolvesAll === true && m.kind !== 'answer' && marketStatusAt(m, now) === 'closed'),
        )
        .toArray()
      // Awaiting resolution first (longest waiting first), then open ones closing soonest, then the latest resolved.
      const rank = (m: StoredMarket) => ({ closed: 0, active: 1, resolved: 2 })[marketStatusAt(m, now)]
      made.sort((a, b) =>
        rank(a) !== rank(b)
          ? rank(a) - rank(b)
          : rank(a) === 2
            ? (b.resolvedAt ?? 0) - (a.resolvedAt ?? 0)
            : a.closesAt - b.closesAt || (a.id < b.id ? -1 : 1),
      )
      const shown = made.slice(0, ADMIN_LIST_LIMIT)
      const answers = await answersOf(db, shown)
      return json(
        shown.map((m) =>
          withAdminResolves(
            toMarket(m, now, undefined, answers.has(m.id) ? { answers: answers.get(m.id)! } : undefined),
            backend.adminResolvesAll,
          ),
        ),
      )
    }),

    route.post('/api/admin/markets', async ({ input, user: admin }) => {
      const body = input(CreateMarketBody)
      const now = backend.now()
      const closesAt = Date.parse(body.closesAt)
      if (!(closesAt > now)) throw new HttpError(400, 'The close time must be in the future')
      if (closesAt > now + MAX_CLOSE_AHEAD_MS) throw new HttpError(400, 'The close time must be within 5 years')
      const created = await db.transaction('rw', tables, async () => {
        await stillAdmin(admin.id)
        if (!(await db.categories.get(body.categoryId))) throw new HttpError(404, 'Category not found')
        const house = (await db.accounts.get(HOUSE_ACCOUNT_ID)) ?? {
          id: HOUSE_ACCOUNT_ID,
          kind: 'house' as const,
          balanceCents: 0,
          createdAt: now,
        }
        const common = {
          id: randomIds.next('mkt'),
          title: body.title,
          description: body.description,
          categoryId: body.categoryId,
          closesAt,
          rules: body.rules,
          resolutionSource: body.resolutionSource || null,
          liquidityCents: body.liquidityCents ?? DEFAULT_ADMIN_LIQUIDITY_CENTS,
          createdBy: admin.id,
          now,
        }
        const opened =
          body.kind === 'multi'
            ? createAdminMultiMarket(
                { ...common, answers: body.answers!.map((text, i) => ({ id: answerRowId(common.id, i), text })) },
                house,
                randomIds,
              )
            : {
                answers: [],
                ...createAdminMarket({ ...common, initialProbability: body.initialProbability ?? 50 }, house, randomIds),
              }
        await writeChangeSet(db, opened.changes, { positions: [], markets: [] })
        await logActivity(db, {
          userId: admin.id,
          action: 'market_created',
          details: { marketTitle: opened.market.title, marketId: opened.market.id },
          metadata: {},
          timestamp: now,
        })
        return opened
      })
      const multi = created.answers.length ? { answers: created.answers } : undefined
      return json(toMarket(created.market, now, undefined, multi), { status: 201 })
    }),

    route.patch('/api/admin/markets/:id', async ({ params: { id }, input, user: admin }) => {
      const body = input(UpdateMarketBody)
      const now = backend.now()
      const change = async (): Promise<{ market: MarketRow; answers?: MarketRow[] }> => {
        await stillAdmin(admin.id)
        const market = await db.markets.get(id)
        if (!market || market.kind === 'answer') throw new HttpError(404, 'Market not found')
        if (market.status === 'resolved') throw new HttpError(409, 'This market is already resolved')
        if (market.kind === 'multi' && body.initialProbability !== undefined) {
          throw new HttpError(422, 'A multi-answer market has no single chance: its answers open alike')
        }
        if (market.kind !== 'multi' && body.answers !== undefined) {
          throw new HttpError(422, 'answers are only for a multi-answer market')
        }
        // Instant markets live on /instant: featured or trending would put one on the main lists.
        if (isInstantMarket(market)) throw new HttpError(422, 'Instant markets are not changed here')
        const words =
          body.title !== undefined ||
          body.description !== undefined ||
          body.rules !== undefined ||
          body.resolutionSource !== undefined
        const reopens = body.initialProbability !== undefined || body.answers !== undefined
        if ((words || body.closesAt !== undefined || reopens) && !resolvedByPeople(market)) {
          throw new HttpError(
            422,
            'Only a market an admin made changes its words, close time, chance or answers: here only its flags change',
          )
        }
        let closesAt = market.closesAt
        if (body.closesAt !== undefined) {
          closesAt = Date.parse(body.closesAt)
          if (!(closesAt > now)) throw new HttpError(400, 'The close time must be in the future')
          if (closesAt > now + MAX_CLOSE_AHEAD_MS) throw new HttpError(400, 'The close time must be within 5 years')
        }
        // The index flags are worked out again from the flags (a flag turned off drops its mark).
        const { isTrending: _trending, isFeatured: _featured, ...plain } = market
        const row: StoredMarket = toStoredMarket({
          ...plain,
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...(body.rules !== undefined ? { rules: body.rules } : {}),
          ...(body.resolutionSource !== undefined ? { resolutionSource: body.resolutionSource || null } : {}),
          ...(body.featured !== undefined ? { featured: body.featured } : {}),
          ...(body.trending !== undefined ? { trending: body.trending } : {}),
          closesAt,
          // A closed market whose close moves ahead opens again.
          status: closesAt > now ? 'active' : market.status,
        })
        if (body.answers !== undefined) return reanswer(row, body.answers, now)
        if (body.initialProbability === undefined) {
          // A multi-answer market's answers close (and open again) with it.
          const answers =
            market.kind === 'multi' && body.closesAt !== undefined
              ? ((await answersOf(db, [market])).get(id) ?? []).map((a) => toStoredMarket({ ...a, closesAt, status: row.status }))
              : []
          await db.markets.bulkPut([row, ...answers])
          return { market: row }
        }
        // The chance: the pool opened again, before the first trade and with no order on its book.
        if ((await db.orders.where('[marketId+status]').equals([id, 'open']).count()) > 0) {
          throw new HttpError(409, 'The chance changes only before the first trade or order')
        }
        const positions = await positionsInMarkets(db, [market])
        const changes = reopenAtChance(
          { market: row, positions, houseId: HOUSE_ACCOUNT_ID },
          body.initialProbability,
          now,
          randomIds,
        )
        await writeChangeSet(db, changes, { positions, markets: [market] })
        return { market: changes.markets[0]! }
      }
      const updated = await db.transaction('rw', tables, async () => {
        const done = await change()
        // In the admin's log, as the change's one transaction.
        await logActivity(db, {
          userId: admin.id,
          action: 'market_updated',
          details: { marketTitle: done.market.title, marketId: id },
          metadata: {},
          timestamp: now,
        })
        return done
      })
      const answers =
        updated.answers ?? (updated.market.kind === 'multi' ? (await answersOf(db, [updated.market])).get(id) : undefined)
      return json(toMarket(updated.market, now, undefined, answers ? { answers } : undefined))
    }),

    route.get('/api/admin/markets/:id/payout-preview', async ({ params: { id }, input, user: admin }) => {
      const choice = choiceOf(input(PayoutPreviewQuery))
      // A read: the same pure resolution, nothing written.
      const rows = await db.transaction('r', tables, () => resolutionRows(id, choice))
      const result = resolve(rows, choice, { id: admin.id, name: '' }, null)
      return json(previewOf(result, choice, houseIdsOf(rows.accounts)))
    }),

    route.post('/api/admin/markets/:id/resolve', async ({ params: { id }, input, user: admin }) => {
      const body = input(ResolveMarketBody)
      const choice = choiceOf(body)
      const resolved = await db.transaction('rw', tables, async () => {
        const stored = await stillAdmin(admin.id)
        const rows = await resolutionRows(id, choice)
        const result = resolve(rows, choice, { id: admin.id, name: displayName(stored) }, body.note || null)
        const now = backend.now()
        const people = new Set(rows.accounts.filter((a) => a.kind === 'user').map((a) => a.id))
        await writeChangeSet(db, result.changes, {
          positions: rows.positions,
          markets: [rows.market, ...rows.answers],
          derived: rows.derived,
        })
        const titles = new Map(rows.answers.map((a) => [a.id, answerTitle(rows.market, a)]))
        const winner = 'answerId' in choice ? rows.answers.find((a) => a.id === choice.answerId) : undefined
        const title = winner ? answerTitle(rows.market, winner) : rows.market.title
        await Promise.all([
          logOrderEvents(db, result.orderEvents, people, titles.size ? titles : rows.market.title, now),
          logActivity(db, {
            userId: admin.id,
            ...('outcome' in choice && choice.outcome === 'void'
              ? { action: 'market_voided' as const, details: { marketTitle: title, marketId: id } }
              : {
                  action: 'market_resolved' as const,
                  // A side for a Yes/No market; a multi-answer market's winner is in its title ("question · answer").
                  details: { marketTitle: title, marketId: id, ...('outcome' in choice ? { side: choice.outcome as Side } : {}) },
                }),
            // What the traders were paid (a void: refunded), as the Resolve dialog said (the house's own contracts apart).
            metadata: { amount: previewOf(result, choice, houseIdsOf(rows.accounts)).payout },
            timestamp: now,
          }),
        ])
        const answers = result.changes.markets.filter((m) => m.groupId === id)
        return { market: result.market, answers }
      })
      const multi = resolved.answers.length ? { answers: resolved.answers } : undefined
      return json(toMarket(resolved.market, backend.now(), undefined, multi))
    }),
  ]
}

/** How an admin resolves a market: a side (or void), or a multi-answer market's winning answer. */
type Choice = { readonly outcome: Resolution } | { readonly answerId: string }
const choiceOf = (body: { outcome?: Resolution; answerId?: string }): Choice =>
  body.answerId !== undefined ? { answerId: body.answerId } : { outcome: body.outcome! }

const houseIdsOf = (accounts: readonly AccountRow[]) => new Set(accounts.filter((a) => a.kind === 'house').map((a) => a.id))

/** What the Resolve dialog shows: traders paid or refunded (the house's own contracts apart), dollars, orders cancelled. */
function previewOf(result: ResolutionResult, choice: Choice, houseIds: ReadonlySet<string>): PayoutPreview {
  let traders = 0
  let cents = 0
  for (const [accountId, paid] of result.payouts) {
    if (houseIds.has(accountId)) continue
    traders += 1
    cents += paid
  }
  const outcome = 'answerId' in choice ? { outcome: 'yes' as const, answerId: choice.answerId } : { outcome: choice.outcome }
  return { ...outcome, traders, payout: cents / 100, openOrders: result.cancelledOrders }
}
