import { parseISO } from 'date-fns'
import { formatDate, formatSignedMoney } from '../../lib/format'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { LazyBaselineChart } from '../../components/charts/lazy-baseline-chart'
import { DonutChart } from '../../components/charts/donut-chart'
import type { PnlPoint } from './trade-stats'

/** Overview: cumulative P&L over time (realized, ending at Total P&L) and the YES/NO split of the buys. */
export function OverviewTab({ points, sides }: { points: PnlPoint[]; sides: { yes: number; no: number } }) {
  return (
    <div className="grid gap-4 lg:grid-cols-5">
      <Card className="min-w-0 lg:col-span-3">
        <CardHeader>
          <CardTitle>Cumulative P&L</CardTitle>
          <p className="text-sm text-muted">
            Realized P&L by date (sales, and trades settled when their market closed). Today's point is your Total P&L, with what
            you still hold at today's prices.
          </p>
        </CardHeader>
        <CardContent>
          <LazyBaselineChart points={points} formatValue={formatSignedMoney} height={260} />
          <PnlTable points={points} />
        </CardContent>
      </Card>
      <Card className="min-w-0 lg:col-span-2">
        <CardHeader>
          <CardTitle>YES / NO Distribution</CardTitle>
          <p className="text-sm text-muted">How many of your buys took each side.</p>
        </CardHeader>
        <CardContent>
          <DonutChart
            centerLabel="trades"
            segments={[
              { label: 'YES', value: sides.yes, strokeClass: 'stroke-yes-500', swatchClass: 'bg-yes-500' },
              { label: 'NO', value: sides.no, strokeClass: 'stroke-no-500', swatchClass: 'bg-no-500' },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  )
}

/** The chart's numbers for screen readers. */
function PnlTable({ points }: { points: PnlPoint[] }) {
  return (
    <table className="sr-only">
      <caption>Cumulative P&L by date</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Cumulative P&L</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p) => (
          <tr key={p.time}>
            <td>{formatDate(parseISO(p.time))}</td>
            <td>{formatSignedMoney(p.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
