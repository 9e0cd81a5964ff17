import { cn } from '../ui/cn'
import { compactDollars, linearScale, niceAxis } from './scale'
import { useElementSize } from './use-element-size'

interface BarSeries {
  name: string
  values: number[]
  /** Fill class for one bar (so a series can colour gains and losses differently). */
  fillClass: (value: number) => string
}

interface GroupedBarChartProps {
  /** One label per group (x axis); shortened to fit, or replaced by its number when space is tight. */
  labels: string[]
  series: BarSeries[]
  formatValue: (value: number) => string
  height?: number
  className?: string
}

const MARGIN = { top: 12, right: 8, bottom: 30, left: 52 }
const CHAR_WIDTH = 6.4

/** A label that fits in `width` pixels: whole, cut with an ellipsis, or the group's number. */
function fitLabel(label: string, index: number, width: number): string {
  const chars = Math.floor((width - 6) / CHAR_WIDTH)
  if (label.length <= chars) return label
  if (chars < 10) return String(index + 1)
  return `${label.slice(0, chars - 1).trimEnd()}…`
}

/**
 * Grouped vertical bars from a zero line: positive values rise, negative ones hang below.
 * Drawn at the container's real width so text stays legible on a 360 px phone. The SVG is
 * decorative for screen readers; callers give a table or list with the same numbers.
 */
export function GroupedBarChart({ labels, series, formatValue, height = 260, className }: GroupedBarChartProps) {
  const [ref, { width }] = useElementSize<HTMLDivElement>()
  const axis = niceAxis(series.flatMap((s) => s.values))
  const plotW = Math.max(0, width - MARGIN.left - MARGIN.right)
  const y = linearScale(axis, height - MARGIN.bottom, MARGIN.top)
  const groupW = labels.length ? plotW / labels.length : 0
  const barGap = 4
  const barW = Math.max(4, Math.min(36, (groupW * 0.7 - barGap * (series.length - 1)) / Math.max(1, series.length)))
  const clusterW = barW * series.length + barGap * (series.length - 1)

  return (
    <div ref={ref} className={cn('w-full', className)} style={{ height }}>
      {width > 0 && (
        <svg width={width} height={height} aria-hidden="true" className="overflow-visible">
          {axis.ticks.map((t) => (
            <g key={t}>
              <line
                x1={MARGIN.left}
                x2={width - MARGIN.right}
                y1={y(t)}
                y2={y(t)}
                className={t === 0 ? 'stroke-muted' : 'stroke-line'}
                strokeDasharray={t === 0 ? undefined : '3 3'}
              />
              <text
                x={MARGIN.left - 8}
                y={y(t)}
                textAnchor="end"
                dominantBaseline="central"
                className="fill-muted text-[11px] tabular-nums"
              >
                {compactDollars(t)}
              </text>
            </g>
          ))}
          {labels.map((label, i) => {
            const x0 = MARGIN.left + i * groupW + (groupW - clusterW) / 2
            return (
              <g key={`${label}-${i}`}>
                {series.map((s, j) => {
                  const v = s.values[i] ?? 0
                  const top = Math.min(y(v), y(0))
                  return (
                    <rect
                      key={s.name}
                      x={x0 + j * (barW + barGap)}
                      y={top}
                      width={barW}
                      height={Math.max(1, Math.abs(y(v) - y(0)))}
                      rx={2}
                      className={s.fillClass(v)}
                    >
                      <title>{`${label} · ${s.name}: ${formatValue(v)}`}</title>
                    </rect>
                  )
                })}
                <text
                  x={MARGIN.left + i * groupW + groupW / 2}
                  y={height - MARGIN.bottom + 18}
                  textAnchor="middle"
                  className="fill-muted text-[11px]"
                >
                  {fitLabel(label, i, groupW)}
                </text>
              </g>
            )
          })}
        </svg>
      )}
    </div>
  )
}

/** Colour key for a bar chart's series. */
export function ChartLegend({ items }: { items: Array<{ label: string; swatchClass: string }> }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span aria-hidden="true" className={cn('h-3 w-3 rounded-sm', item.swatchClass)} />
          {item.label}
        </li>
      ))}
    </ul>
  )
}
