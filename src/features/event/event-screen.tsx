import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { EventBoard } from '../../api/contract'
import { eventBoardQuery } from '../../api/event'
import { errorMessage } from '../../api/client'
import { useLiveStatus } from '../../api/live-status'
import { cn } from '../../components/ui/cn'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCents, formatCentsPrecise, formatCount, formatSignedMoney } from '../../lib/format'
import { useContentShown } from '../../lib/first-screen-painted'
import { useAuth } from '../../lib/use-auth'
import { JoinCode, joinUrl } from '../../components/ui/join-code'

/**
 * On a screen at least 1024 px wide the page is a 16:9 poster sized by the screen: the root font
 * size follows the viewport (21.6 px at 1920×1080, 14.4 px at 1280×720), so the same rem layout
 * fills either without scrolling and the type grows with the screen. Narrower screens keep the
 * app's type and scroll (a phone looking at the board).
 */
const PROJECTOR_TYPE = '@media (min-width: 1024px) { html { font-size: min(2vh, 1.125vw); } }'

const panel = 'flex min-w-0 flex-col rounded-2xl border border-line bg-surface p-5 shadow-sm'
const heading = 'text-3xl font-bold tracking-tight'

/**
 * /event: the big screen for a projector, full screen without the app's header: the code to join
 * (/join), the room's leaderboard, its most traded markets with live prices and people's latest
 * trades, all on one screen at 1920×1080 and 1280×720, in both themes. It follows the live stream
 * (src/api/live.ts refetches it).
 */
export function EventScreen() {
  const board = useQuery(eventBoardQuery)
  const live = useLiveStatus((s) => s.state)
  const { isAdmin } = useAuth()
  useContentShown(!board.isPending)
  const url = joinUrl()
  const open = board.data?.signupOpen ?? true
  // A refresh that fails keeps the last board on the projector (it says it is reconnecting): only a
  // board never loaded shows the error.
  const stale = board.isError && board.data !== undefined

  return (
    <div className="flex flex-col gap-5 bg-bg p-4 lg:grid lg:h-dvh lg:grid-cols-[24rem_0.95fr_1.15fr_1.05fr] lg:p-5">
      <style>{PROJECTOR_TYPE}</style>
      <section className="flex min-w-0 flex-col gap-4" aria-labelledby="board-title">
        {/* The way back: small and quiet, the room reads the rest. */}
        <Link
          to={isAdmin ? '/admin/event' : '/'}
          className="self-start rounded-md text-sm text-muted opacity-70 hover:underline hover:opacity-100"
          data-testid="board-exit"
        >
          ← {isAdmin ? 'Event settings' : 'Back to markets'}
        </Link>
        <div>
          <h1 id="board-title" className="text-4xl font-extrabold leading-tight tracking-tight">
            Foresight, live in this room
          </h1>
          <p className="mt-2 text-2xl text-muted">
            {board.data ? (
              <>
                <span className="font-bold tabular-nums text-fg" data-testid="board-joiners">
                  {board.data.joiners}
                </span>{' '}
                {board.data.joiners === 1 ? 'trader has joined' : 'traders have joined'}
              </>
            ) : (
              'Scan to join'
            )}
            {/* A lost stream, or a refresh that failed while the last board stays up: the room sees it. */}
            {(live === 'reconnecting' || stale) && (
              <span className="block text-xl text-amber-600 dark:text-amber-400" role="status">
                Reconnecting…
              </span>
            )}
          </p>
        </div>
        {open ? (
          <div className="rounded-2xl border border-line bg-surface p-3 shadow-sm">
            <p className="text-2xl font-bold">Scan to join</p>
            <JoinCode url={url} className="mt-2 w-full max-w-[24rem]" />
            <p className="mt-3 break-all font-mono text-lg font-semibold leading-snug" data-testid="board-join-url">
              {url}
            </p>
          </div>
        ) : (
          <p className="rounded-2xl border border-line bg-surface p-5 text-2xl font-semibold shadow-sm">Sign-up is closed.</p>
        )}
      </section>
      {board.isError && !board.data ? (
        <div className="lg:col-span-3">
          <ErrorState
            title="Could not load the board"
            message={errorMessage(board.error, LOAD_FAILED)}
            onRetry={() => void board.refetch()}
          />
        </div>
      ) : (
        <>
          <Leaders board={board.data} />
          <Markets board={board.data} />
          <Ticker board={board.data} />
        </>
      )}
    </div>
  )
}

function Loading() {
  return (
    <div className="mt-4 space-y-3">
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  )
}

function Leaders({ board }: { board: EventBoard | undefined }) {
  return (
    <section className={panel} aria-labelledby="board-leaders">
      <h2 id="board-leaders" className={heading}>
        Leaderboard
      </h2>
      {!board ? (
        <Loading />
      ) : board.leaders.length === 0 ? (
        <p className="mt-4 text-2xl text-muted">Nobody has joined yet. Scan the code and be first.</p>
      ) : (
        <ol className="mt-3 divide-y divide-line" data-testid="board-leaders">
          {board.leaders.map((l) => (
            <li key={l.username} className="flex items-center gap-3 py-1.5">
              <span
                className={cn(
                  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-xl font-bold tabular-nums',
                  l.rank <= 3 ? 'bg-brand-600 text-white' : 'bg-surface-2 text-fg',
                )}
              >
                {l.rank}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-xl font-semibold leading-tight">{l.name}</span>
                <span className="block truncate text-lg leading-tight text-muted">
                  <span
                    className={cn(
                      'font-bold tabular-nums',
                      l.totalProfit > 0
                        ? 'text-yes-700 dark:text-yes-500'
                        : l.totalProfit < 0
                          ? 'text-no-700 dark:text-no-500'
                          : 'text-muted',
                    )}
                  >
                    {formatSignedMoney(l.totalProfit)}
                  </span>
                  {' · '}
                  {l.trades} {l.trades === 1 ? 'trade' : 'trades'}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function Markets({ board }: { board: EventBoard | undefined }) {
  return (
    <section className={panel} aria-labelledby="board-markets">
      <h2 id="board-markets" className={heading}>
        Most traded
      </h2>
      {!board ? (
        <Loading />
      ) : board.markets.length === 0 ? (
        <p className="mt-4 text-2xl text-muted">No trades yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" data-testid="board-markets">
          {board.markets.map((m) => (
            <li key={m.id} data-market-id={m.id} className="py-1.5">
              <Link to="/market/$id" params={{ id: m.id }} className="block rounded-xl px-1 hover:bg-surface-2">
                {/* A multi-answer market: its leading answer first, whose prices these are, then the question. */}
                {m.answer !== undefined && <span className="line-clamp-1 text-xl font-bold leading-snug">{m.answer}</span>}
                <span
                  className={cn(
                    'text-lg font-semibold leading-snug',
                    m.answer !== undefined ? 'line-clamp-2 text-muted' : 'line-clamp-3',
                  )}
                >
                  {m.title}
                </span>
                <span className="mt-0.5 flex items-baseline gap-4">
                  <span className="text-3xl font-extrabold tabular-nums text-yes-700 dark:text-yes-500">
                    Yes {formatCents(m.yesPrice)}
                  </span>
                  <span className="text-2xl font-bold tabular-nums text-no-700 dark:text-no-500">
                    No {formatCents(m.noPrice)}
                  </span>
                </span>
                <span className="mt-1 block h-2 overflow-hidden rounded-full bg-no-500/30" aria-hidden="true">
                  <span className="block h-full rounded-full bg-yes-500" style={{ width: `${Number(m.yesPrice)}%` }} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function Ticker({ board }: { board: EventBoard | undefined }) {
  return (
    <section className={panel} aria-labelledby="board-ticker">
      <h2 id="board-ticker" className={heading}>
        Latest trades
      </h2>
      {!board ? (
        <Loading />
      ) : board.trades.length === 0 ? (
        <p className="mt-4 text-2xl text-muted">No trades yet. Yours could be the first.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line" data-testid="board-ticker" aria-live="polite">
          {board.trades.map((t) => (
            <li key={t.id} className="py-2">
              {/* The room's people stand out in both themes (brand-100 read as white on the dark surface). */}
              <p className={cn('truncate text-2xl font-bold leading-tight', t.joiner && 'text-brand-700 dark:text-brand-500')}>
                {t.name}
              </p>
              {/* Two lines under the name: what, at what price, then the answer (a multi-answer market's) and the market. */}
              <p className="mt-0.5 line-clamp-2 text-lg leading-snug">
                <span className="text-muted">{t.action === 'buy' ? 'bought' : 'sold'} </span>
                <span
                  className={cn(
                    'font-bold tabular-nums',
                    t.side === 'yes' ? 'text-yes-700 dark:text-yes-500' : 'text-no-700 dark:text-no-500',
                  )}
                >
                  {formatCount(t.quantity)} {t.side.toUpperCase()}
                </span>
                <span className="text-muted">
                  {' '}
                  at <span className="tabular-nums">{formatCentsPrecise(t.price)}</span> ·{' '}
                </span>
                {t.answer !== undefined && <span className="font-bold">{t.answer} · </span>}
                <span className="font-semibold">{t.marketTitle}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
