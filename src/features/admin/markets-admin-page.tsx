import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { adminMarketsQuery } from '../../api/admin'
import type { Market } from '../../api/contract'
import { errorMessage } from '../../api/client'
import { useAuth } from '../../lib/use-auth'
import { useNow } from '../../lib/use-now'
import { marketStatusLabel } from '../../lib/market-status'
import { formatCents, formatDateTime, formatPercent, formatVolume } from '../../lib/format'
import { answersByChance } from '../../lib/answers'
import { Button, buttonClass } from '../../components/ui/button'
import { Card, CardHeader, CardTitle } from '../../components/ui/card'
import { cn } from '../../components/ui/cn'
import { EmptyState } from '../../components/ui/empty-state'
import { ErrorState, LOAD_FAILED } from '../../components/ui/error-state'
import { ListIcon } from '../../components/ui/more-icons'
import { ListSkeleton } from '../../components/ui/list-skeleton'
import { AccessDenied } from './access-denied'
import { NewMarketForm } from './new-market-form'
import { ResolveMarketDialog } from '../../components/admin/resolve-market-dialog'
import { EditMarketDialog } from './edit-market-dialog'

/**
 * /admin/markets: an admin lists new Yes/No markets and resolves the ones they made
 * (docs/product.md, "Markets admins make"). /admin/markets#new opens the form at once (the
 * event screen's "New question for the room").
 */
export function MarketsAdminPage() {
  const { isAdmin } = useAuth()
  if (!isAdmin) return <AccessDenied />
  return <MarketsAdmin />
}

function MarketsAdmin() {
  const hash = useLocation({ select: (l) => l.hash })
  const [formOpen, setFormOpen] = useState(hash === 'new')
  const [resolving, setResolving] = useState<Market | null>(null)
  // Closing the form (made or cancelled) shows the list where the new market is, not the footer
  // the shorter page would leave in view.
  // (After the form is gone: a made market closes it from its request's answer, outside any click.)
  const wasOpen = useRef(formOpen)
  useEffect(() => {
    if (wasOpen.current && !formOpen) document.getElementById('admin-markets-title')?.scrollIntoView({ block: 'start' })
    wasOpen.current = formOpen
  }, [formOpen])
  const [editing, setEditing] = useState<Market | null>(null)
  const markets = useQuery(adminMarketsQuery)
  const now = useNow()

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Markets</h1>
          <p className="mt-1 text-sm text-muted">
            Ask a question of your own: the house funds it, people trade it, and you resolve it.
          </p>
        </div>
        <div className="flex gap-2">
          <Link to="/admin" className={buttonClass('secondary', 'md')}>
            Users
          </Link>
          {!formOpen && <Button onClick={() => setFormOpen(true)}>New market</Button>}
        </div>
      </header>
      {formOpen && <NewMarketForm onClose={() => setFormOpen(false)} />}
      <Card>
        <CardHeader>
          <CardTitle id="admin-markets-title" className="scroll-mt-24">
            Markets admins made
          </CardTitle>
          <p className="text-sm text-muted">
            Awaiting resolution first, then open markets closing soonest. Only an admin resolves these: the simulation never does.
          </p>
        </CardHeader>
        {markets.isPending ? (
          <ListSkeleton rows={3} />
        ) : markets.isError ? (
          <ErrorState
            title="Could not load markets"
            message={errorMessage(markets.error, LOAD_FAILED)}
            onRetry={() => void markets.refetch()}
          />
        ) : markets.data.length === 0 ? (
          <EmptyState icon={ListIcon} title="No markets yet" description="The markets you make appear here." />
        ) : (
          <ul aria-labelledby="admin-markets-title" className="divide-y divide-line">
            {markets.data.map((market) => (
              <AdminMarketRow
                key={market.id}
                market={market}
                now={now}
                onResolve={() => setResolving(market)}
                onEdit={() => setEditing(market)}
              />
            ))}
          </ul>
        )}
      </Card>
      {resolving && <ResolveMarketDialog market={resolving} onClose={() => setResolving(null)} />}
      {editing && <EditMarketDialog market={editing} onClose={() => setEditing(null)} />}
    </div>
  )
}

type Stage = 'open' | 'awaiting' | 'resolved'

const STAGE_LABELS: Record<Exclude<Stage, 'resolved'>, string> = { open: 'Open', awaiting: 'Awaiting resolution' }
const STAGE_TONES: Record<Stage, string> = {
  open: 'bg-yes-50 text-yes-700 dark:bg-yes-500/15 dark:text-yes-500',
  awaiting: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  resolved: 'bg-surface-2 text-fg',
}

function AdminMarketRow({
  market,
  now,
  onResolve,
  onEdit,
}: {
  market: Market
  now: number
  onResolve: () => void
  onEdit: () => void
}) {
  // The list's answer may be older than the clock: past its close, a market awaits resolution.
  const stage =
    market.status === 'resolved'
      ? 'resolved'
      : market.status === 'closed' || Date.parse(market.closesAt) <= now
        ? 'awaiting'
        : 'open'
  const label = stage === 'resolved' ? marketStatusLabel(market) : STAGE_LABELS[stage]
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
      <div className="min-w-0 flex-1">
        <Link
          to="/market/$id"
          params={{ id: market.id }}
          className="font-semibold leading-snug hover:text-brand-700 dark:hover:text-brand-100"
        >
          {market.title}
        </Link>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STAGE_TONES[stage])}>{label}</span>
          <span>
            {stage === 'open' ? 'Closes' : 'Closed'} {formatDateTime(market.closesAt)}
          </span>
          <span className="tabular-nums">{priceLine(market)}</span>
          <span className="tabular-nums">{formatVolume(market.volume)} vol</span>
          {market.resolvedBy && <span>by {market.resolvedBy}</span>}
        </p>
      </div>
      {market.status !== 'resolved' && (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onEdit} aria-label={`Edit: ${market.title}`} className="flex-1 sm:flex-none">
            Edit
          </Button>
          <Button
            variant={stage === 'open' ? 'secondary' : 'primary'}
            onClick={onResolve}
            aria-label={`Resolve: ${market.title}`}
            className="flex-1 sm:flex-none"
          >
            Resolve
          </Button>
        </div>
      )}
    </li>
  )
}

/** A Yes/No market's Yes price; a multi-answer market's answers and, while it trades, the leading one's chance. */
function priceLine(market: Market): string {
  if (!market.answers) return `${formatCents(market.yesPrice)} Yes${market.status === 'active' ? '' : ' at close'}`
  const [leader] = answersByChance(market.answers)
  const count = `${market.answers.length} answers`
  return market.status === 'resolved' || !leader ? count : `${count} · ${leader.text} ${formatPercent(leader.yesPrice)}`
}
