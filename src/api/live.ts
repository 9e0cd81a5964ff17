import type { QueryClient } from '@tanstack/react-query'
import { getDataSource } from '../config'
import { AUTH_USER_KEY } from './auth'
import { LIVE_PATH, type LiveBatch, type MarketChange } from './contract/live'
import type { Answer, Market, User } from './contract'
import { onLiveBatches } from './live-events'
import { useLiveStatus, type LiveState } from './live-status'
import { eventKeys } from './event'
import { marketKeys } from './markets'
import { orderKeys } from './order-keys'
import { portfolioKeys } from './portfolio'
import { refreshOwnData } from './trades'
import { watchlistKeys } from './watchlist'

/** After a broken stream, the next try waits this long (doubling, up to the cap). */
const RETRY_MS = 1_000
const RETRY_MAX_MS = 30_000

type MarketData = Market | Market[] | { markets: Market[]; total: number } | { pages: { markets: Market[] }[] } | undefined

/** The markets a cached answer shows, whatever its shape (a page, a list, pages of lists). */
function marketsIn(data: MarketData): Market[] {
  if (!data) return []
  if (Array.isArray(data)) return data
  if ('pages' in data) return data.pages.flatMap((p) => p.markets)
  if ('markets' in data) return data.markets
  return [data]
}

/** Whether a change carries every answer of its market as a whole row (not only their prices). */
const wholeAnswers = (change: MarketChange): boolean =>
  !!change.answers?.length && change.answers.every((a) => a.text !== undefined)

/** Whether a cached answer shows one of the changed markets. */
function shows(data: MarketData, changes: Map<string, MarketChange>): boolean {
  return marketsIn(data).some((m) => changes.has(m.id))
}

/** A cached answer with the changed markets' figures put in (the same object when none is in it). */
function patched(data: MarketData, changes: Map<string, MarketChange>): MarketData {
  const one = (m: Market): Market => {
    const change = changes.get(m.id)
    if (!change) return m
    // A multi-answer market's answers are merged by id: a change may carry only their prices.
    const { answers, ...figures } = change
    if (!answers || !m.answers) return { ...m, ...figures }
    const byId = new Map(answers.map((a) => [a.id, a]))
    // Answers opened again as others (before the first trade) come whole: the list is the change's.
    const same = answers.length === m.answers.length && m.answers.every((a, i) => answers[i]!.id === a.id)
    if (!same && wholeAnswers(change)) return { ...m, ...figures, answers: answers as Answer[] }
    return { ...m, ...figures, answers: m.answers.map((a) => ({ ...a, ...byId.get(a.id) })) }
  }
  const list = (markets: Market[]) => (markets.some((m) => changes.has(m.id)) ? markets.map(one) : markets)
  if (!data) return data
  if (Array.isArray(data)) return list(data)
  if ('pages' in data) return { ...data, pages: data.pages.map((p) => ({ ...p, markets: list(p.markets) })) }
  if ('markets' in data) return { ...data, markets: list(data.markets) }
  return changes.has(data.id) ? one(data) : data
}

/**
 * Applies one live batch to the cached answers. From a server (`patch`): market figures are put
 * in place wherever a list or a market page shows them, with no request. From the in-browser
 * exchange (`refetch`): the market lists and pages on screen are read again. Either way an open
 * order book of a changed market, the big screen, and the person's own portfolio, orders and
 * trades when the batch names them, are refetched.
 */
export function applyLiveBatch(client: QueryClient, batch: LiveBatch, how: 'patch' | 'refetch' = 'patch'): void {
  if (batch.refresh) {
    void client.invalidateQueries()
    return
  }
  // The person's own trade, order or fill: the lists take the batch's figures, and what else it
  // changes (the changed markets' pages with their charts, the person's holdings, trades, log and
  // orders) is read again below. Each query is asked for once per batch: a second invalidation of
  // a query still fetching cancels that fetch and starts another, and the exchange answers both.
  const me = client.getQueryData<User | null>(AUTH_USER_KEY)?.id
  const mine = me !== undefined && batch.accounts.includes(me)
  if (batch.markets.length) {
    const changes = new Map(batch.markets.map((m) => [m.id, m]))
    const showing = (query: { state: { data: unknown } }) => shows(query.state.data as MarketData, changes)
    if (mine) {
      // Every list on screen is not read again for one trade (the ticket's own refresh reads
      // them once: src/features/market/ticket/use-ticket-submit.ts). Lists not on screen read
      // again when next shown (a fill or a settlement may move a market between them). A list
      // showing a changed market takes its figures, unless it is being read just now: that read
      // may predate the change, so it starts again after it. The others are left alone (a patch
      // restarts a query's 10 s refresh).
      void client.invalidateQueries({ queryKey: marketKeys.all, refetchType: 'none' })
      void client.invalidateQueries({
        queryKey: marketKeys.all,
        refetchType: 'active',
        predicate: (query) => query.state.fetchStatus === 'fetching' && showing(query),
      })
      client.setQueriesData<MarketData>(
        { queryKey: marketKeys.all, predicate: (query) => query.state.fetchStatus !== 'fetching' && showing(query) },
        (data) => patched(data, changes),
      )
      for (const id of changes.keys()) {
        void client.invalidateQueries({ queryKey: marketKeys.detail(id), refetchType: 'active' })
      }
    } else if (how === 'refetch') {
      // The in-browser exchange answers from this device: the lists and pages on screen that show
      // a changed market are read again (the others keep their 10 s refresh undisturbed).
      void client.invalidateQueries({ queryKey: marketKeys.all, refetchType: 'active', predicate: showing })
    } else {
      client.setQueriesData<MarketData>({ queryKey: marketKeys.all }, (data) => patched(data, changes))
      // A changed market's page may be fetching already (a catch-up, a ticket opening): that read
      // may predate this batch and would land on top of it, so it is started again, after it.
      for (const [id, change] of changes) {
        if (client.getQueryState(marketKeys.detail(id))?.fetchStatus === 'fetching') {
          void client.refetchQueries({ queryKey: marketKeys.detail(id) }, { cancelRefetch: true }).catch(() => undefined)
        } else if (wholeAnswers(change)) {
          // Every answer's row came (a close, a resolution, answers an admin changed): the page
          // reads again for what no batch carries (each answer's chart).
          void client.invalidateQueries({ queryKey: marketKeys.detail(id), refetchType: 'active' })
        }
      }
    }
    // The watchlist's cards, as the lists'.
    if (how === 'refetch' && !mine) {
      void client.invalidateQueries({ queryKey: watchlistKeys.all, refetchType: 'active', predicate: showing })
    } else {
      client.setQueriesData<MarketData>({ queryKey: watchlistKeys.all, predicate: showing }, (data) => patched(data, changes))
    }
    if (!mine) {
      for (const id of changes.keys()) void client.invalidateQueries({ queryKey: orderKeys.book(id), refetchType: 'active' })
    }
    // The big screen (/event), when one is showing.
    void client.invalidateQueries({ queryKey: eventKeys.board, refetchType: 'active' })
  }
  if (mine) {
    // The portfolio, trades, activity, orders and books.
    void refreshOwnData(client)
    void client.invalidateQueries({ queryKey: AUTH_USER_KEY })
  }
}

/**
 * What the screens show may have changed while no update could reach them: back to live, it is
 * fetched again. Going down, nothing is fetched (the server is likely away) but the queries are
 * marked, so they read their refetch interval again and the 10 s poll starts.
 */
function catchUp(client: QueryClient, refetch: boolean): void {
  const refetchType = refetch ? 'active' : 'none'
  void client.invalidateQueries({ queryKey: marketKeys.all, refetchType })
  void client.invalidateQueries({ queryKey: orderKeys.all, refetchType })
  void client.invalidateQueries({ queryKey: portfolioKeys.all, refetchType })
}

function setState(client: QueryClient, state: LiveState): void {
  const before = useLiveStatus.getState().state
  if (before === state) return
  useLiveStatus.setState({ state })
  // Polling starts or stops with the stream (src/api/live-status.ts): the queries read their
  // interval again when they update, and whatever happened meanwhile is fetched.
  if (state === 'live' || before === 'live') catchUp(client, state === 'live')
}

/**
 * Remote mode: GET /api/live as Server-Sent Events. Reconnects by itself (EventSource does after
 * a dropped connection; after a refusal this retries with a growing wait), holds no connection
 * while the page is in the background, and reconnects when the signed-in person changes (the
 * stream names its person's account changes only).
 */
function connectStream(client: QueryClient, baseUrl: string): () => void {
  let source: EventSource | null = null
  let retryMs = RETRY_MS
  let timer: ReturnType<typeof setTimeout> | undefined
  let userId = client.getQueryData<User | null>(AUTH_USER_KEY)?.id ?? null
  let stopped = false

  const close = () => {
    clearTimeout(timer)
    source?.close()
    source = null
  }
  const open = () => {
    close()
    if (stopped || document.visibilityState === 'hidden') return
    if (useLiveStatus.getState().state === 'off') setState(client, 'connecting')
    const next = new EventSource(`${baseUrl}${LIVE_PATH}`, { withCredentials: true })
    source = next
    next.addEventListener('ready', () => {
      retryMs = RETRY_MS
      setState(client, 'live')
    })
    next.addEventListener('batch', (event) => {
      try {
        applyLiveBatch(client, JSON.parse((event as MessageEvent<string>).data) as LiveBatch)
      } catch (error) {
        console.warn('[foresight live]', error)
      }
    })
    next.addEventListener('error', () => {
      if (source !== next) return
      setState(client, 'reconnecting')
      // CONNECTING: the browser tries again by itself. CLOSED: it gave up (an error status): we retry.
      if (next.readyState === EventSource.CLOSED) {
        close()
        timer = setTimeout(open, retryMs)
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
      }
    })
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      // No connection in the background; back in front, the stream's ready catches up.
      close()
      setState(client, 'off')
    } else if (!source) open()
  }
  const unsubscribeAuth = client.getQueryCache().subscribe(({ type, query }) => {
    if (type !== 'updated' || query.queryHash !== JSON.stringify(AUTH_USER_KEY)) return
    const next = (query.state.data as User | null | undefined)?.id ?? null
    if (next === userId) return
    userId = next
    open()
  })
  document.addEventListener('visibilitychange', onVisibility)
  open()
  return () => {
    stopped = true
    close()
    unsubscribeAuth()
    document.removeEventListener('visibilitychange', onVisibility)
    useLiveStatus.setState({ state: 'off' })
  }
}

/**
 * Starts live updates for this page: the server's stream in remote mode; the other tabs'
 * (and this page's own) exchange commits in the in-browser mode, where the 10 s poll stays too.
 * Returns the stop.
 */
export function startLiveUpdates(client: QueryClient): () => void {
  const source = getDataSource()
  if (source.mode === 'remote') return connectStream(client, source.baseUrl)
  // Refetched rather than patched here: a patch restarts a query's 10 s refresh timer (TanStack
  // Query restarts it on every update), so the simulation's steady batches would starve the
  // refresh that also brings what no batch carries (the catalogue the seed worker writes).
  return onLiveBatches((batch) => {
    if (document.visibilityState !== 'hidden') applyLiveBatch(client, batch, 'refetch')
  })
}
