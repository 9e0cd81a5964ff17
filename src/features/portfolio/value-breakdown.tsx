import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Portfolio } from '../../api/contract'
import { formatMoney } from '../../lib/format'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { Pnl } from '../../components/ui/pnl'
import { cn } from '../../components/ui/cn'

/**
 * Where the portfolio value is and how the P&L splits, each figure as the API answers it
 * (docs/product.md, "Figures"): the parts add up to the totals to the cent.
 */
export function ValueBreakdown({ portfolio }: { portfolio: Portfolio }) {
  const f = portfolio.figures
  const pooled = Number(f.poolsValue) > 0 || Number(f.reserved) > 0
  return (
    <Card>
      <CardHeader>
        <CardTitle>Value and P&L</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <Figures label="Portfolio value breakdown">
          <Row term="Cash">{formatMoney(portfolio.balance)}</Row>
          {/* Cash held for open orders is the person's too: without it the parts would not add up. */}
          {Number(portfolio.cashReserved) > 0 && <Row term="Reserved by open orders">{formatMoney(portfolio.cashReserved)}</Row>}
          <Row term="Open positions">{formatMoney(f.positionsValue)}</Row>
          <Row
            term={
              pooled ? (
                <Link to="/liquidity" className="hover:underline">
                  Pool shares
                </Link>
              ) : (
                'Pool shares'
              )
            }
          >
            {formatMoney(f.poolsValue)}
          </Row>
          <Row term="Pool fees to collect">{formatMoney(f.reserved)}</Row>
          <Row term="Portfolio Value" total>
            {formatMoney(portfolio.totalValue)}
          </Row>
        </Figures>
        <Figures label="P&L breakdown">
          <Row term="Realized P&L">
            <Pnl value={Number(f.realizedPnl)} />
          </Row>
          <Row term="Unrealized P&L">
            <Pnl value={Number(f.unrealizedPnl)} />
          </Row>
          <Row term="Total P&L" total>
            <Pnl value={Number(f.totalPnl)} percent={f.totalPnlPercent} />
          </Row>
        </Figures>
      </CardContent>
    </Card>
  )
}

function Figures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl aria-label={label} className="flex flex-col gap-1.5 text-sm">
      {children}
    </dl>
  )
}

function Row({ term, total, children }: { term: ReactNode; total?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', total && 'mt-1 border-t border-line pt-2 font-semibold')}>
      <dt className={total ? undefined : 'text-muted'}>{term}</dt>
      <dd className="tabular-nums font-semibold">{children}</dd>
    </div>
  )
}
