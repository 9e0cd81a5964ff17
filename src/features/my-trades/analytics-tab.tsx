import { formatMoney } from '../../lib/format'
import { toDollars } from '../../lib/money'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card'
import { ChartLegend, GroupedBarChart } from '../../components/charts/bar-chart'
import { Pnl } from '../../components/ui/pnl'
import type { MarketStat } from './trade-stats'

const investedFill = () => 'fill-brand-500'
const pnlFill = (v: number) => (v < 0 ? 'fill-no-500' : 'fill-yes-500')

/** Analytics: invested against P&L for the most traded markets. */
export function AnalyticsTab({ top }: { top: MarketStat[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invested and P&L by Market</CardTitle>
        <p className="text-sm text-muted">Your {top.length || 5} most traded markets. Losses hang below zero.</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <ChartLegend
          items={[
            { label: 'Invested', swatchClass: 'bg-brand-500' },
            { label: 'P&L gain', swatchClass: 'bg-yes-500' },
            { label: 'P&L loss', swatchClass: 'bg-no-500' },
          ]}
        />
        <GroupedBarChart
          labels={top.map((m) => m.shortTitle)}
          formatValue={formatMoney}
          series={[
            { name: 'Invested', values: top.map((m) => toDollars(m.investedCents)), fillClass: investedFill },
            { name: 'P&L', values: top.map((m) => toDollars(m.pnlCents)), fillClass: pnlFill },
          ]}
        />
        <MarketTable top={top} />
      </CardContent>
    </Card>
  )
}

/** The chart's numbers as a table: its text alternative, and the key for numbered labels. */
function MarketTable({ top }: { top: MarketStat[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Invested and P&L for your most traded markets</caption>
        <thead>
          <tr className="border-b border-line text-left text-muted">
            <th scope="col" className="py-2 pr-2 font-medium">
              #
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              Market
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Invested
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              P&L
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {top.map((m, i) => (
            <tr key={m.marketId}>
              <td className="py-2 pr-2 text-muted tabular-nums">{i + 1}</td>
              <th scope="row" className="py-2 pr-2 text-left font-medium" title={m.title}>
                {m.shortTitle}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{formatMoney(toDollars(m.investedCents))}</td>
              <td className="py-2 text-right">
                <Pnl value={toDollars(m.pnlCents)} className="font-semibold" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
