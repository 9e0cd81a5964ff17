import { Link } from '@tanstack/react-router'
import type { Category, Insight, RiskLevel } from '../../api/contract'
import { profitPotential } from '../../exchange/insights/model'
import { displayCents } from '../../exchange/rounding'
import { formatCents, formatSignedPercent } from '../../lib/format'
import { Badge } from '../../components/ui/badge'
import { Card } from '../../components/ui/card'
import { pnlClass } from '../../components/ui/pnl'
import { ClockIcon, TrendingUpIcon } from '../../components/ui/icons'
import { MinusIcon } from '../../components/ui/insight-icons'
import { cn } from '../../components/ui/cn'
import { CategoryBadge } from '../../components/ui/category-badge'

const RISK: Record<RiskLevel, { label: string; tone: 'yes' | 'warn' | 'no' }> = {
  low: { label: 'Low risk', tone: 'yes' },
  medium: { label: 'Medium risk', tone: 'warn' },
  high: { label: 'High risk', tone: 'no' },
}

export function RiskBadge({ level }: { level: RiskLevel }) {
  return <Badge tone={RISK[level].tone}>{RISK[level].label}</Badge>
}

function ConfidenceBar({ value }: { value: number }) {
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="text-muted">Confidence</span>
        <span className="font-semibold tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Confidence"
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1 h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-brand-600 dark:bg-brand-500" style={{ width: `${value}%` }} />
      </div>
    </div>
  )
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('mt-0.5 text-base font-semibold tabular-nums', className)}>{value}</dd>
    </div>
  )
}

/**
 * The side's price now, and the target and potential only when the model makes a call. The
 * potential is worked out from the two prices as printed (64¢ → 68¢ is +6.3%), not the exact price.
 */
function Figures({ insight }: { insight: Insight }) {
  const potential = profitPotential(insight.priceTarget, displayCents(insight.currentPrice))
  return (
    <dl className="grid grid-cols-3 gap-2">
      <Figure label={`${insight.side.toUpperCase()} now`} value={formatCents(insight.currentPrice)} />
      <Figure label="Target" value={insight.clearCall ? formatCents(insight.priceTarget) : '—'} />
      <Figure
        label="Potential"
        value={insight.clearCall ? formatSignedPercent(potential) : '—'}
        className={insight.clearCall ? pnlClass(potential) : undefined}
      />
    </dl>
  )
}

/** One model-generated insight: the call (or that there is none), how sure and how risky, the prices, and why. */
export function InsightCard({ insight, category }: { insight: Insight; category: Category | undefined }) {
  const Icon = !insight.clearCall || insight.direction === 'hold' ? MinusIcon : TrendingUpIcon
  const tone = !insight.clearCall
    ? 'text-muted'
    : insight.side === 'yes'
      ? 'text-yes-600 dark:text-yes-500'
      : 'text-no-600 dark:text-no-500'
  return (
    <Card className="flex h-full flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <CategoryBadge category={category} />
        <RiskBadge level={insight.riskLevel} />
        <span className="ml-auto inline-flex items-center gap-1 text-xs text-muted">
          <ClockIcon size={14} /> {insight.timeframe}
        </span>
      </div>
      <h3 className="font-semibold leading-snug">
        <Link
          to="/market/$id"
          params={{ id: insight.marketId }}
          className="hover:text-brand-600 hover:underline dark:hover:text-brand-500"
        >
          {insight.market}
        </Link>
      </h3>
      <p className="flex items-center gap-2 font-semibold">
        <Icon size={18} className={tone} />
        {insight.prediction}
      </p>
      <ConfidenceBar value={insight.confidence} />
      <Figures insight={insight} />
      <p className="text-sm leading-relaxed text-muted">{insight.reasoning}</p>
      <div className="mt-auto">
        <h4 className="text-xs font-medium uppercase tracking-wide text-muted">Key factors</h4>
        <ul className="mt-1.5 space-y-1 text-sm">
          {insight.keyFactors.map((f) => (
            <li key={f} className="flex gap-2">
              <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-brand-500" />
              {f}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  )
}
