import type { Market } from '../../api/contract'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { cn } from '../../components/ui/cn'
import { Button } from '../../components/ui/button'
import { formatCount, formatDate, formatVolume } from '../../lib/format'
import { marketStatusLabel } from '../../lib/market-status'

/**
 * Volume, traders, dates and the truthful status (docs/product.md, Market status); for a market
 * an admin made, how it resolves, and for an admin (onResolve) the way to resolve it.
 */
export function MarketDetailsCard({ market, onResolve }: { market: Market; onResolve?: () => void }) {
  const rows: Array<[string, string]> = [
    ['Volume', formatVolume(market.volume)],
    ['Traders', formatCount(market.traderCount)],
    ['Created', formatDate(market.createdAt)],
    [market.status === 'active' ? 'Closes' : 'Closed', formatDate(market.closesAt)],
    ...(market.resolvedBy ? ([['Resolved by', market.resolvedBy]] as Array<[string, string]>) : []),
  ]
  const status = marketStatusLabel(market)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Market Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-line text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="flex justify-between gap-4 py-2.5">
              <dt className="text-muted">{term}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 py-2.5">
            <dt className="text-muted">Status</dt>
            <dd
              className={cn(
                'inline-flex items-center gap-1.5 font-medium',
                market.status === 'active'
                  ? 'text-yes-700 dark:text-yes-500'
                  : market.resolution
                    ? 'text-fg'
                    : 'text-amber-700 dark:text-amber-300',
              )}
            >
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-current" />
              {status}
            </dd>
          </div>
        </dl>
        {market.resolutionNote && (
          <p className="mt-2 rounded-lg bg-surface-2 px-3 py-2 text-sm">
            <span className="font-medium">Resolution note:</span> {market.resolutionNote}
          </p>
        )}
        {market.rules && (
          <div className="mt-4 border-t border-line pt-3 text-sm">
            <h3 className="font-semibold">How it resolves</h3>
            <p className="mt-1 whitespace-pre-line text-muted">{market.rules}</p>
            {market.resolutionSource && (
              <p className="mt-1 text-muted">
                <span className="font-medium text-fg">Source:</span> {market.resolutionSource}
              </p>
            )}
          </div>
        )}
        {onResolve && (
          <Button variant="secondary" className="mt-4 w-full" onClick={onResolve}>
            Resolve this market
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
