import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { EventBoard } from '../../api/contract'
import { eventBoardQuery } from '../../api/event'
import { errorMessage } from '../../api/client'
import { useLiveStatus } from '../../api/live-status'
import { cn } from '../../components/ui/cn'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { Skeleton } from '../../components/ui/skeleton'
import { formatCents, formatCentsPrecise, formatSignedMoney } from '../../lib/format'
import { useContentShown } from '../../lib/first-screen-painted'
import { JoinCode, joinUrl } from '../../components/ui/join-code'

const panel = 'min-w-0 rounded-2xl border border-line bg-surface p-5 shadow-sm 2xl:p-7'
const heading = 'text-xl font-bold tracking-tight 2xl:text-3xl'

/**
 * /event: the big screen for a projector (readable from the back of the room at 1920×1080):
 * the room's leaderboard, its most traded markets with live prices, and the latest trades,
 * with the code to join. It follows the live stream (src/api/live.ts refetches it).
 */
export function EventScreen() {
  const board = useQuery(eventBoardQuery)
  const live = useLiveStatus((s) => s.state)
  useContentShown(!board.isPending)
  const url = joinUrl()

  return (
    <div className="mx-auto max-w-[1800px] space-y-5 px-4 py-5 2xl:space-y-7 2xl:px-8 2xl:py-7">
      <header className="flex flex-wrap items-center gap-6">
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight 2xl:text-6xl">Foresight, live in this room</h1>
          <p className="mt-2 text-lg text-muted 2xl:text-3xl">
            {board.data ? (
              <>
                <span className="font-bold tabular-nums text-fg" data-testid="board-joiners">
                  {board.data.joiners}
                </span>{' '}
                {board.data.joiners === 1 ? 'trader has joined' : 'traders have joined'}
                {board.data.signupOpen ? ' · scan to join' : ' · sign-up is closed'}
              </>
            ) : (
              'Scan to join'
            )}
            {live === 'reconnecting' && <span className="ml-3 text-amber-600 dark:text-amber-400">· reconnecting…</span>}
          </p>
        </div>
        {(board.data?.signupOpen ?? true) && (
          <div className="flex items-center gap-4">
            <p className="hidden text-right font-mono text-base font-semibold lg:block 2xl:text-2xl">{url}</p>
            <JoinCode url={url} className="w-28 2xl:w-52" />
          </div>
        )}
      </header>
      {board.isError ? (
        <ErrorState
          title="Could not load the board"
          message={errorMessage(board.error, LOAD_FAILED)}
          onRetry={() => void board.refetch()}
        />
      ) : (
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-3 2xl:gap-7">
          <Leaders board={board.data} />
          <Markets board={board.data} />
          <Ticker board={board.data} />
        </div>
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
        <p className="mt-4 text-lg text-muted 2xl:text-2xl">Nobody has joined yet. Scan the code and be first.</p>
      ) : (
        <ol className="mt-4 divide-y divide-line" data-testid="board-leaders">
          {board.leaders.map((l) => (
            <li key={l.username} className="flex items-center gap-3 py-2.5 2xl:py-4">
              <span
                className={cn(
                  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-base font-bold tabular-nums 2xl:h-14 2xl:w-14 2xl:text-2xl',
                  l.rank <= 3 ? 'bg-brand-600 text-white' : 'bg-surface-2 text-fg',
                )}
              >
                {l.rank}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-lg font-semibold 2xl:text-3xl">{l.name}</span>
                <span className="block text-sm text-muted 2xl:text-xl">
                  {l.trades} {l.trades === 1 ? 'trade' : 'trades'}
                </span>
              </span>
              <span
                className={cn(
                  'text-lg font-bold tabular-nums 2xl:text-3xl',
                  l.totalProfit > 0
                    ? 'text-yes-700 dark:text-yes-500'
                    : l.totalProfit < 0
                      ? 'text-no-700 dark:text-no-500'
                      : 'text-muted',
                )}
              >
                {formatSignedMoney(l.totalProfit)}
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
        Most traded now
      </h2>
      {!board ? (
        <Loading />
      ) : board.markets.length === 0 ? (
        <p className="mt-4 text-lg text-muted 2xl:text-2xl">No trades yet.</p>
      ) : (
        <ul className="mt-4 space-y-3 2xl:space-y-5" data-testid="board-markets">
          {board.markets.map((m) => (
            <li key={m.id} data-market-id={m.id}>
              <Link to="/market/$id" params={{ id: m.id }} className="block rounded-xl p-2 hover:bg-surface-2">
                <span className="line-clamp-2 text-base font-semibold 2xl:text-2xl">{m.title}</span>
                <span className="mt-1.5 flex items-center gap-3">
                  <span className="text-2xl font-extrabold tabular-nums text-yes-700 dark:text-yes-500 2xl:text-5xl">
                    Yes {formatCents(m.yesPrice)}
                  </span>
                  <span className="text-2xl font-extrabold tabular-nums text-no-700 dark:text-no-500 2xl:text-5xl">
                    No {formatCents(m.noPrice)}
                  </span>
                </span>
                <span className="mt-1.5 block h-2 overflow-hidden rounded-full bg-no-500/30 2xl:h-3" aria-hidden="true">
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
        <p className="mt-4 text-lg text-muted 2xl:text-2xl">No trades yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line" data-testid="board-ticker" aria-live="polite">
          {board.trades.map((t) => (
            <li key={t.id} className="py-2 2xl:py-3">
              <p className="text-base 2xl:text-2xl">
                <span className={cn('font-bold', t.joiner && 'text-brand-700 dark:text-brand-100')}>{t.name}</span>{' '}
                {t.action === 'buy' ? 'bought' : 'sold'}{' '}
                <span className="font-semibold tabular-nums">
                  {t.quantity} {t.side.toUpperCase()}
                </span>{' '}
                at <span className="tabular-nums">{formatCentsPrecise(t.price)}</span>
              </p>
              <p className="truncate text-sm text-muted 2xl:text-xl">{t.marketTitle}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
